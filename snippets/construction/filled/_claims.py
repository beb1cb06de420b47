from tensorfacts.claims import claim
from tensorfacts.evidence import raised


@claim(
    "filled.shape",
    snippet="shape.py",
    en="`torch.zeros` and `torch.ones` take the shape as separate integers, as one tuple or as one list: "
    "`zeros(2, 3)`, `ones((2, 3))` and `zeros([2, 3])` all have shape `(2, 3)`.",
    zh="`torch.zeros` 和 `torch.ones` 的形状可以写成几个独立的整数，也可以写成一个元组或一个列表："
    "`zeros(2, 3)`、`ones((2, 3))` 和 `zeros([2, 3])` 的形状都是 `(2, 3)`。",
)
def _(run):
    return all(tuple(run[n].shape) == (2, 3) for n in "abc") and bool((run["b"] == 1).all()) and bool((run["a"] == 0).all())


@claim(
    "filled.default-dtype",
    snippet="dtype.py",
    en="Without `dtype=`, `zeros`, `ones`, `empty` and `full` with a float fill value create tensors of the default dtype: `float32` unless changed, `float64` after `torch.set_default_dtype(torch.float64)`.",
    zh="不传 `dtype=` 时，`zeros`、`ones`、`empty` 以及填充值为浮点数的 `full` 创建的都是默认 dtype 的张量：未经修改时是 `float32`，执行 `torch.set_default_dtype(torch.float64)` 之后是 `float64`。",
)
def _(run):
    import torch

    dtypes = run["dtypes"]
    return set(dtypes) == {torch.float32, torch.float64} and all(
        len(made) == 4 and all(dtype == default for dtype in made.values()) for default, made in dtypes.items()
    )


@claim(
    "filled.full-infers",
    snippet="full.py",
    en="Without `dtype=`, `torch.full` infers the dtype from the fill value: an `int` gives `int64`, "
    "a `bool` gives `bool`, a `float` gives the default dtype (`float32`).",
    zh="不传 `dtype=` 时，`torch.full` 根据填充值推断 dtype：`int` 得到 `int64`，`bool` 得到 `bool`，"
    "`float` 得到默认 dtype（`float32`）。",
)
def _(run):
    import torch

    return (run["a"].dtype, run["b"].dtype, run["c"].dtype) == (torch.int64, torch.bool, torch.float32)


@claim(
    "filled.full-complex",
    snippet="full.py",
    en="A `complex` fill value gives `complex64`, the complex dtype that matches the default `float32`.",
    zh="填充值为 `complex` 时得到 `complex64`，即与默认 dtype `float32` 相对应的复数类型。",
)
def _(run):
    import torch

    return run["d"].dtype == torch.complex64 and run["d"].tolist() == [1 + 2j, 1 + 2j]


@claim(
    "filled.full-dtype",
    snippet="full.py",
    en="An explicit `dtype=` wins over the fill value: `torch.full((2,), 7, dtype=torch.float64)` is `float64`.",
    zh="显式传入的 `dtype=` 优先于填充值：`torch.full((2,), 7, dtype=torch.float64)` 的 dtype 是 `float64`。",
)
def _(run):
    import torch

    return run["e"].dtype == torch.float64 and run["e"].tolist() == [7.0, 7.0]


@claim(
    "filled.empty-shape",
    snippet="empty.py",
    en="`torch.empty(2, 3)` returns a tensor of the requested shape and the default dtype, like `torch.zeros(2, 3)`.",
    zh="`torch.empty(2, 3)` 与 `torch.zeros(2, 3)` 一样，返回指定形状、默认 dtype 的张量。",
)
def _(run):
    import torch

    e, z = run["e"], run["z"]
    return e.shape == z.shape == (2, 3) and e.dtype == z.dtype == torch.get_default_dtype() == torch.float32


@claim(
    "filled.empty-deterministic",
    snippet="deterministic.py",
    en="With `torch.use_deterministic_algorithms(True)` and `torch.utils.deterministic.fill_uninitialized_memory` "
    "at its default `True`, `torch.empty` fills a float tensor with NaN and an `int64` tensor with the largest `int64` value.",
    zh="调用 `torch.use_deterministic_algorithms(True)` 且 `torch.utils.deterministic.fill_uninitialized_memory` "
    "保持默认值 `True` 时，`torch.empty` 会把浮点张量填满 NaN，把 `int64` 张量填满 `int64` 的最大值。",
)
def _(run):
    import torch

    e, i = run["e"], run["i"]
    return (
        "fill_uninitialized_memory: True" in run.output
        and bool(e.isnan().all())
        and bool((i == torch.iinfo(torch.int64).max).all())
        and not torch.are_deterministic_algorithms_enabled()
    )


@claim(
    "filled.keywords",
    snippet="keywords.py",
    en="`dtype=`, `requires_grad=` and `device=` are keyword arguments: `torch.ones(2, 3, dtype=torch.float64, requires_grad=True)` "
    "is a `float64` leaf tensor that requires grad and has no `grad_fn`, and `device=\"meta\"` puts the tensor on `meta`.",
    zh="`dtype=`、`requires_grad=` 和 `device=` 都是关键字参数：`torch.ones(2, 3, dtype=torch.float64, requires_grad=True)` "
    "是需要梯度的 `float64` 叶子张量，没有 `grad_fn`；`device=\"meta\"` 则把张量放在 `meta` 设备上。",
)
def _(run):
    import torch

    w = run["w"]
    return (
        w.dtype == torch.float64 and w.requires_grad and w.is_leaf and w.grad_fn is None
        and run["m"].device.type == "meta"
    )


@claim(
    "filled.int-grad",
    snippet="int_grad.py",
    en="An integer tensor cannot require grad: `torch.zeros(2, dtype=torch.int64, requires_grad=True)` raises `RuntimeError` "
    "(only floating point and complex dtypes can require gradients).",
    zh="整数张量不能开启梯度：`torch.zeros(2, dtype=torch.int64, requires_grad=True)` 会抛出 `RuntimeError`"
    "（只有浮点和复数 dtype 的张量才能需要梯度）。",
)
def _(run):
    return raised(run, RuntimeError, "floating point and complex dtype can require gradients")


@claim(
    "filled.like",
    snippet="like.py",
    en="`zeros_like`, `full_like` and `empty_like` take shape and dtype from the input tensor; unlike `torch.full`, "
    "`full_like` does not look at the fill value's type, so `2.5` on an `int64` input becomes `2`.",
    zh="`zeros_like`、`full_like` 和 `empty_like` 的形状和 dtype 都取自输入张量；与 `torch.full` 不同，"
    "`full_like` 不看填充值的类型，所以输入为 `int64` 时，`2.5` 变成了 `2`。",
)
def _(run):
    import torch

    z, f, e = run["z"], run["f"], run["e"]
    same = all(t.dtype == torch.int64 and tuple(t.shape) == (2, 3) for t in (z, f, e))
    return (
        same
        and z.tolist() == [[0] * 3] * 2
        and f.tolist() == [[2] * 3] * 2
        and run["g"].dtype == torch.float32  # torch.full with the same fill value: floating point
    )
