from tensorfacts.claims import claim

import torch


@claim(
    "construction.common-keywords",
    snippet="keywords.py",
    en="`torch.tensor`, `torch.zeros`, `torch.full`, `torch.arange` and `torch.linspace` all take the keywords "
    "`dtype=`, `device=` and `requires_grad=`, and each keyword alone changes its attribute from the default; "
    "with `requires_grad=True` the new tensor is a leaf tensor (no `grad_fn`) that requires grad.",
    zh="`torch.tensor`、`torch.zeros`、`torch.full`、`torch.arange` 和 `torch.linspace` 都接受 "
    "`dtype=`、`device=` 和 `requires_grad=` 这几个关键字参数，单独传入任何一个，都会把相应属性从默认值改掉；"
    "指定 `requires_grad=True` 时，新张量是需要梯度的叶子张量（没有 `grad_fn`）。",
)
def _(run):
    made = run["made"]

    def changes_only_its_attribute(m):
        plain = m["plain"]
        return (
            plain.dtype == torch.float32 and plain.device.type != "meta" and not plain.requires_grad
            and m["dtype"].dtype == torch.float64 and m["dtype"].device == plain.device
            and m["device"].device.type == "meta" and m["device"].dtype == plain.dtype
            and m["requires_grad"].requires_grad and m["requires_grad"].dtype == plain.dtype
            and not m["dtype"].requires_grad and not m["device"].requires_grad
        )

    def leaf(t):
        return t.requires_grad and t.is_leaf and t.grad_fn is None

    expected = ["torch.tensor", "torch.zeros", "torch.full", "torch.arange", "torch.linspace"]
    return [call.split("(")[0] for call in made] == expected and all(
        changes_only_its_attribute(m) and leaf(m["requires_grad"]) for m in made.values()
    )
