from tensorfacts.claims import claim
from tensorfacts.evidence import printed


@claim(
    "home.inplace-suffix",
    snippet="inplace_suffix.py",
    not_covered=(("leaf that requires grad", "需要梯度的叶子张量"), ("expanded tensor", "扩展张量"),
                 ("inference tensor outside inference mode", "推理模式之外的推理张量")),
    en="For `a = torch.tensor([1.0, 2.0, 3.0])`, `a.add(1)` returns a new tensor; `a.add_(1)`, with the trailing underscore, changes `a` in place and returns `a` itself.",
    zh="对 `a = torch.tensor([1.0, 2.0, 3.0])`，`a.add(1)` 返回一个新张量；带下划线后缀的 `a.add_(1)` 是原地操作（in-place operation）：它修改 `a` 并返回 `a` 本身。",
)
def _(run):
    return (
        printed(run, "after b = a.add(1):  a: [1.0, 2.0, 3.0] | b: [2.0, 3.0, 4.0] | b is a: False")
        and printed(run, "after c = a.add_(1): a: [2.0, 3.0, 4.0] | c is a: True")
        and run["c"] is run["a"] and run["b"] is not run["a"]
    )
