from tensorfacts.claims import claim


@claim(
    "assignment.alias",
    snippet="alias.py",
    en="Assignment copies nothing: `b = a` binds a second name to the same tensor object, so an in-place change made through `a` is seen through `b`.",
    zh="赋值不会复制任何东西：`b = a` 只是给同一个张量对象再起一个名字，所以通过 `a` 做的原地修改，从 `b` 也看得到。",
)
def _(run):
    return run["a"] is run["b"] and run["b"].tolist() == [2, 3, 4]
