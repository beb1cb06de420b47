from tensorfacts.claims import claim


@claim(
    "home.inplace-suffix",
    snippet="inplace_suffix.py",
    en="A method whose name ends in an underscore works in place: `a.add_(1)` changes `a` and returns `a` itself, while `a.add(1)` returns a new tensor.",
    zh="名字以下划线结尾的方法是原地操作：`a.add_(1)` 会修改 `a` 并返回 `a` 本身，而 `a.add(1)` 返回一个新张量。",
)
def _(run):
    return run["c"] is run["a"] and run["b"] is not run["a"] and run["a"].tolist() == [2.0, 3.0, 4.0]
