import ast

import torch

from tensorfacts.catalogue import contexts, default_dtype, ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import printed, raised, raises


def call_of(code):
    """(function, positional arguments, keyword arguments) of a catalogue call such as ``torch.full((2,), 7)``."""
    node = ast.parse(code, mode="eval").body
    if not isinstance(node, ast.Call):
        return "", [], {}

    def value(arg):
        return eval(compile(ast.Expression(arg), "<argument>", "eval"), {"torch": torch})  # noqa: S307 - catalogue code

    return ast.unparse(node.func), [value(a) for a in node.args], {k.arg: value(k.value) for k in node.keywords}


SHAPE_FACTORIES = ("torch.zeros", "torch.ones", "torch.empty", "torch.rand", "torch.randn")
NO_GRAD_TENSORS = (
    "contiguous", "transposed", "sliced with a step", "expanded", "expanded and transposed", "channels_last",
    "channels_last slice", "0-d", "empty", "int64", "uint8", "bool", "float16", "bfloat16", "float64",
    "complex with the conjugate bit", "frozen Parameter", "integer Parameter", "view", "view of a view",
    "inference tensor", "from_numpy", "meta",
)
"""The catalogue's tensors that do not require grad."""


@claim(
    "filled.shape",
    snippet="shape.py",
    over=over(ops("factory-shape"), contexts()),
    en="`torch.zeros`, `torch.ones`, `torch.empty`, `torch.rand` and `torch.randn` all take the shape as separate integers, as one tuple or as one list: "
    "`zeros(2, 3)`, `ones((2, 3))` and `zeros([2, 3])` all have shape `(2, 3)`.",
    zh="`torch.zeros`、`torch.ones`、`torch.empty`、`torch.rand` 和 `torch.randn` 的形状都可以写成几个独立的整数，也可以写成一个元组或一个列表："
    "`zeros(2, 3)`、`ones((2, 3))` 和 `zeros([2, 3])` 的形状都是 `(2, 3)`。",
)
def _(run):
    def shape(case):
        name, args, _ = call_of(case.op.code)
        return name in SHAPE_FACTORIES and tuple(case.apply().shape) == (2, 3)

    return (
        all(tuple(run[n].shape) == (2, 3) for n in "abc") and bool((run["b"] == 1).all()) and bool((run["a"] == 0).all())
        and run.each(shape)
    )


@claim(
    "filled.default-dtype",
    snippet="dtype.py",
    over=over(ops("factory-shape", "full-fill", only=(
        *(o.name for o in ops("factory-shape").items), "torch.full((2, 3), 2.5)", "torch.full((2, 3), 7.0)",
        "torch.full((2, 3), -0.5)")), contexts()),
    en="Without `dtype=`, `zeros`, `ones`, `empty`, `rand`, `randn`, and `full` with a `float` fill value create tensors of the default dtype: "
    "`float32` unless changed, `float64` after `torch.set_default_dtype(torch.float64)`.",
    zh="不传 `dtype=` 时，`zeros`、`ones`、`empty`、`rand`、`randn` 以及填充值为 `float` 的 `full` 创建的都是默认数据类型（default dtype）的张量："
    "未经修改时是 `float32`，执行 `torch.set_default_dtype(torch.float64)` 之后是 `float64`。",
)
def _(run):
    def default(case):
        name, args, kwargs = call_of(case.op.code)
        float_fill = name == "torch.full" and type(args[1]) is float
        return (name in SHAPE_FACTORIES or float_fill) and "dtype" not in kwargs and case.apply().dtype == torch.get_default_dtype()

    dtypes = run["dtypes"]
    return set(dtypes) == {torch.float32, torch.float64} and all(
        len(made) == 6 and all(dtype == default for dtype in made.values()) for default, made in dtypes.items()
    ) and run.each(default)


@claim(
    "filled.full-infers",
    snippet="full.py",
    over=over(ops("full-fill"), contexts()),
    en="Without `dtype=`, `torch.full` infers the dtype from the fill value: an `int` that `int64` holds gives `int64`, "
    "a `bool` gives `bool`, a `float` gives the default dtype (`float32` unless changed).",
    zh="不传 `dtype=` 时，`torch.full` 根据填充值推断数据类型：`int64` 能容纳的 `int` 得到 `int64`，`bool` 得到 `bool`，"
    "`float` 得到默认数据类型（未经修改时是 `float32`）。",
)
def _(run):
    def inferred(case):
        name, args, kwargs = call_of(case.op.code)
        if name != "torch.full" or "dtype" in kwargs:
            return False
        expected = {bool: torch.bool, int: torch.int64, float: torch.get_default_dtype()}.get(type(args[1]))
        if type(args[1]) is int and not -2**63 <= args[1] < 2**63:
            return False  # outside the family: an int that int64 cannot hold
        return expected is not None and case.apply().dtype == expected

    return (
        (run["a"].dtype, run["b"].dtype, run["c"].dtype) == (torch.int64, torch.bool, torch.float32)
        and run["c64"].dtype == torch.float64
        and run.each(inferred)
    )


@claim(
    "filled.full-complex",
    snippet="full.py",
    over=over(ops("full-complex"), contexts()),
    en="A `complex` fill value, with no `device=` argument, gives `complex128` after `torch.set_default_dtype(torch.float64)`, and `complex64` with "
    "each of the other floating-point default dtypes, `float32`, `float16` and `bfloat16`, except under the default "
    "device meta: there `float16` gives `complex32`, and `bfloat16` gives the dtype named next, which depends on the release.",
    zh="填充值为 `complex` 且不传 `device=` 参数时，执行 `torch.set_default_dtype(torch.float64)` 之后得到 `complex128`；默认数据类型为其他浮点类型时，"
    "即 `float32`、`float16` 和 `bfloat16`，得到的都是 `complex64`，只有默认设备为 meta 时例外：那里 `float16` 得到 `complex32`，"
    "`bfloat16` 得到的数据类型见下一条，它因版本而异。",
)
def _(run):
    matching = {torch.float32: torch.complex64, torch.float64: torch.complex128}

    def complex_default(case):
        name, args, kwargs = call_of(case.op.code)
        if name != "torch.full" or type(args[1]) is not complex or "dtype" in kwargs:
            return False
        meta = case.context is not None and case.context.name == "default device meta"
        made = [case.apply().dtype == matching[torch.get_default_dtype()]]
        with default_dtype(torch.float16):
            made.append(case.apply().dtype == (torch.complex32 if meta else torch.complex64))
        if not meta:  # bfloat16 under the default device meta: the two claims below
            with default_dtype(torch.bfloat16):
                made.append(case.apply().dtype == torch.complex64)
        return all(made)

    return (
        run["d"].dtype == torch.complex64 and run["d"].tolist() == [1 + 2j, 1 + 2j]
        and run["d64"].dtype == torch.complex128
        and run.each(complex_default)
    )


def _meta_dtype(case, default: torch.dtype) -> str:
    """The dtype (as text) of ``case`` under the ``default`` default dtype, "" unless the result is on the meta device."""
    with default_dtype(default):
        made = case.apply()
    return str(made.dtype) if made.device.type == "meta" else ""


@claim(
    "filled.full-complex-bfloat16-meta-old",
    snippet="full.py",
    torch="<2.14",
    over=over(ops("full-complex"), contexts("default device meta")),
    en="With a `bfloat16` default dtype under the default device meta, a `complex` fill value with no `device=` argument gives `complex64`, "
    "the dtype it gives outside meta too; a complex dtype of `bfloat16` halves came later "
    "([pytorch/pytorch#186928](https://github.com/pytorch/pytorch/pull/186928)).",
    zh="默认数据类型为 `bfloat16`、默认设备为 meta 时，不传 `device=` 参数的 `complex` 填充值得到 `complex64`，与不在 meta 上时相同；"
    "由两个 `bfloat16` 组成的复数数据类型是后来才加入的（[pytorch/pytorch#186928](https://github.com/pytorch/pytorch/pull/186928)）。",
)
def _(run):
    return run["d"].dtype == torch.complex64 and run.each(lambda case: _meta_dtype(case, torch.bfloat16) == "torch.complex64")


@claim(
    "filled.full-complex-bfloat16-meta",
    snippet="full.py",
    torch=">=2.14",
    over=over(ops("full-complex"), contexts("default device meta")),
    en="With a `bfloat16` default dtype under the default device meta, a `complex` fill value with no `device=` argument gives `torch.bcomplex32`, "
    "a complex dtype whose two parts are `bfloat16` "
    "([pytorch/pytorch#186928](https://github.com/pytorch/pytorch/pull/186928)).",
    zh="默认数据类型为 `bfloat16`、默认设备为 meta 时，不传 `device=` 参数的 `complex` 填充值得到 `torch.bcomplex32`，"
    "这种复数数据类型的实部和虚部都是 `bfloat16`（[pytorch/pytorch#186928](https://github.com/pytorch/pytorch/pull/186928)）。",
)
def _(run):
    return run["d"].dtype == torch.complex64 and run.each(lambda case: _meta_dtype(case, torch.bfloat16) == "torch.bcomplex32")


@claim(
    "filled.full-int-too-big",
    snippet="full_big_int.py",
    over=over(ops("full-int-too-big"), contexts(but=("default device meta",))),
    en="An `int` fill value that `int64` cannot hold raises instead: `torch.full((2,), 2**63)` raises "
    "`RuntimeError: value cannot be converted to type int64_t without overflow`, and `torch.full((2,), 2**64)` raises "
    "`OverflowError`, as do the other such values tried, `-2**63 - 1` and `10**30`, in each context tried but the "
    "default device meta.",
    zh="`int64` 容纳不下的 `int` 填充值则会抛出错误：`torch.full((2,), 2**63)` 抛出 "
    "`RuntimeError: value cannot be converted to type int64_t without overflow`（值无法在不溢出的情况下转换为 int64_t），"
    "`torch.full((2,), 2**64)` 抛出 `OverflowError`，试过的其他这类值 `-2**63 - 1` 和 `10**30` 也一样；"
    "除默认设备为 meta 外，在试过的每种上下文中都是如此。",
)
def _(run):
    def refused(case):
        name, args, kwargs = call_of(case.op.code)
        if name != "torch.full" or type(args[1]) is not int or -2**63 <= args[1] < 2**63 or "dtype" in kwargs:
            return False
        expected = RuntimeError if args[1] == 2**63 else OverflowError
        return raises(case.apply, expected)

    errors = run["errors"]
    return (
        type(errors["2**63"]) is RuntimeError
        and "value cannot be converted to type int64_t without overflow" in str(errors["2**63"])
        and type(errors["2**64"]) is OverflowError
        and run.each(refused)
    )


@claim(
    "filled.full-dtype",
    snippet="full.py",
    over=over(ops("full-dtype"), contexts()),
    en="An explicit `dtype=` wins over the type of an `int`, `float` or `bool` fill value that it can hold: "
    "`torch.full((2,), 7, dtype=torch.float64)` is `float64`, and `torch.full((2,), 2.5, dtype=torch.int32)` is `int32` and holds 2.",
    zh="对于它能容纳的 `int`、`float` 或 `bool` 填充值，显式传入的 `dtype=` 优先于填充值的类型："
    "`torch.full((2,), 7, dtype=torch.float64)` 是 `float64`，`torch.full((2,), 2.5, dtype=torch.int32)` 是 `int32`，其中的值是 2。",
)
def _(run):
    def as_asked(case):
        name, args, kwargs = call_of(case.op.code)
        return (
            name == "torch.full" and type(args[1]) in (int, float, bool) and "dtype" in kwargs
            and case.apply().dtype == kwargs["dtype"]
        )

    return (
        run["e"].dtype == torch.float64 and run["e"].tolist() == [7.0, 7.0]
        and run["f"].dtype == torch.int32 and run["f"].tolist() == [2, 2]
        and run.each(as_asked)
    )


@claim(
    "filled.empty-shape",
    snippet="empty.py",
    en="`torch.empty(2, 3)` returns a tensor of the requested shape and the default dtype, like `torch.zeros(2, 3)`.",
    zh="`torch.empty(2, 3)` 与 `torch.zeros(2, 3)` 一样，返回指定形状、默认数据类型的张量。",
)
def _(run):
    e, z = run["e"], run["z"]
    return e.shape == z.shape == (2, 3) and e.dtype == z.dtype == torch.get_default_dtype() == torch.float32


@claim(
    "filled.empty-uninitialized",
    snippet="empty.py",
    over=over(tensors(only=NO_GRAD_TENSORS), ops("empty-out")),
    en="Outside the deterministic mode below, `torch.empty` does not initialize the memory it returns, it writes no values: its docstring says that it 'Returns a tensor filled with uninitialized data.', "
    "and, given as `out=` a strided (dense) tensor of the requested shape, dtype and device that does "
    "not require grad, it returns that tensor still holding its old values: `torch.empty(3, out=x)` leaves `x` at `[7.0, 7.0, 7.0]`.",
    zh="在下面的确定性模式之外，`torch.empty` 不初始化它返回的内存，不写入任何值：它的文档字符串（docstring）说它“Returns a tensor filled with uninitialized data.”（返回一个填满未初始化数据的张量）；"
    "并且把一个形状、数据类型和设备都与所要求的相同、且不需要梯度的跨步（稠密）张量作为 `out=` 传给它时，它返回的就是这个张量，其中仍是原来的值："
    "`torch.empty(3, out=x)` 之后 `x` 仍为 `[7.0, 7.0, 7.0]`。",
)
def _(run):
    def keeps_values(case):
        t = case.tensor
        before = t.clone()
        result = case.apply()
        return result is t and t.shape == before.shape and (t.is_meta or torch.equal(t, before))

    return (
        run["r"] is run["x"] and run["x"].tolist() == [7.0, 7.0, 7.0]
        and printed(run, "the docstring says 'Returns a tensor filled with uninitialized data.': True")
        and run.each(keeps_values)
    )


@claim(
    "filled.empty-out-resizes",
    snippet="empty_out.py",
    over=over(tensors(only=NO_GRAD_TENSORS, but=("from_numpy", "inference tensor")), ops("empty-out-resize")),
    en="Given as `out=` a tensor of another shape, `torch.empty` resizes it: `torch.empty(2, 3, out=x)` returns `x` itself, "
    "now of shape `(2, 3)` with contiguous strides, for each tensor tried that does not require grad, except two that raise "
    "`RuntimeError`: the from_numpy tensor, whose memory cannot grow (`Trying to resize storage that is not resizable`), "
    "and the inference tensor outside inference mode (`Inplace update to inference tensor outside InferenceMode`).",
    zh="把形状不同的张量作为 `out=` 传给 `torch.empty` 时，它会改变这个张量的大小：`torch.empty(2, 3, out=x)` 返回 `x` 本身，"
    "形状变为 `(2, 3)`、步幅（stride）连续；试过的每种不需要梯度的张量都是如此，只有两种会抛出 `RuntimeError`："
    "from_numpy 得到的张量，它的内存无法增长（`Trying to resize storage that is not resizable`，意为试图改变不可改变大小的存储的大小）；"
    "以及在推理模式（inference mode）之外的推理张量（inference tensor；`Inplace update to inference tensor outside InferenceMode`，意为在推理模式之外原地修改推理张量）。",
)
def _(run):
    def resized(case):
        t = case.tensor
        result = case.apply()
        return result is t and tuple(t.shape) == (5, 7) and t.stride() == (7, 1) and case.input.build().shape != (5, 7)

    errors = run["errors"]
    return (
        run["r"] is run["x"] and tuple(run["x"].shape) == (2, 3) and run["x"].stride() == (3, 1)
        and type(errors["from_numpy"]) is RuntimeError
        and "Trying to resize storage that is not resizable" in str(errors["from_numpy"])
        and type(errors["inference"]) is RuntimeError
        and "Inplace update to inference tensor outside InferenceMode" in str(errors["inference"])
        and run.each(resized)
    )


@claim(
    "filled.empty-deterministic",
    snippet="deterministic.py",
    en="With `torch.use_deterministic_algorithms(True)` and `torch.utils.deterministic.fill_uninitialized_memory` "
    "at its default `True`, `torch.empty(3)` holds NaN in each element and `torch.empty(3, dtype=torch.int64)` holds the largest `int64` value in each.",
    zh="调用 `torch.use_deterministic_algorithms(True)` 且 `torch.utils.deterministic.fill_uninitialized_memory` "
    "保持默认值 `True` 时，`torch.empty(3)` 的每个元素都是 NaN，`torch.empty(3, dtype=torch.int64)` 的每个元素则都是 `int64` 的最大值。",
)
def _(run):
    e, i = run["e"], run["i"]
    return (
        "fill_uninitialized_memory: True" in run.output
        and bool(e.isnan().all())
        and bool((i == torch.iinfo(torch.int64).max).all())
        and not torch.are_deterministic_algorithms_enabled()
    )


EMPTY_KIN = ops(only=("torch.empty_like(t)", "t.new_empty(t.shape)", "t.new_empty(2, 3)"))
"""The catalogue's calls that ask for uninitialised memory shaped after a tensor ``t`` or with its dtype."""


def filled_as_deterministic(y):
    """NaN in each element of a floating-point or complex tensor, the dtype's largest value in an integer one, True in bool."""
    if y.dtype.is_floating_point or y.dtype.is_complex:
        return bool(y.isnan().all())
    if y.dtype == torch.bool:
        return bool(y.all())
    return bool((y == torch.iinfo(y.dtype).max).all())


@claim(
    "filled.empty-deterministic-rule",
    snippet="deterministic.py",
    over=over(tensors(but=("meta",)), EMPTY_KIN, contexts("deterministic algorithms")),
    en="So a read of memory that nothing wrote shows: in that mode `torch.empty_like(t)`, `t.new_empty(t.shape)` and `t.new_empty(2, 3)` "
    "fill what they return on each tensor of the catalogue, the meta one aside (it has no values), with NaN in each element for a "
    "floating-point or complex dtype, the largest value of the dtype for an integer one and `True` for `torch.bool`.",
    zh="因此，读取没有被写入过的内存时就能看出来：在这种模式下，目录中的每个张量（meta 张量除外，它没有值）调用 `torch.empty_like(t)`、"
    "`t.new_empty(t.shape)` 和 `t.new_empty(2, 3)` 时，返回的张量都被填满：浮点或复数数据类型的每个元素都是 NaN，"
    "整数数据类型的每个元素都是该数据类型的最大值，`torch.bool` 的每个元素都是 `True`。",
)
def _(run):
    def filled(case):
        t, y = case.tensor, case.apply()
        return y.dtype == t.dtype and filled_as_deterministic(y)

    return (
        "fill_uninitialized_memory: True" in run.output
        and filled_as_deterministic(run["e"]) and filled_as_deterministic(run["i"])
        and not torch.are_deterministic_algorithms_enabled()
        and run.each(filled)
    )


@claim(
    "filled.keywords",
    snippet="keywords.py",
    en="`torch.ones(2, 3, dtype=torch.float64, requires_grad=True)` "
    "is a `float64` leaf tensor that requires grad and has no `grad_fn`, and `torch.zeros(2, 3, device=\"meta\")` is on `meta`.",
    zh="`torch.ones(2, 3, dtype=torch.float64, requires_grad=True)` "
    "是需要梯度的 `float64` 叶子张量（leaf tensor），没有 `grad_fn`；`torch.zeros(2, 3, device=\"meta\")` 则位于 `meta` 设备上。",
)
def _(run):
    w = run["w"]
    return (
        w.dtype == torch.float64 and w.requires_grad and w.is_leaf and w.grad_fn is None
        and run["m"].device.type == "meta"
    )


INT_GRAD_ERROR = "Only Tensors of floating point and complex dtype can require gradients"


@claim(
    "filled.int-grad",
    snippet="int_grad.py",
    over=over(ops("factory-int-grad"), contexts()),
    en="A factory call asking for an integer or `bool` tensor with `requires_grad=True` raises "
    "`RuntimeError: Only Tensors of floating point and complex dtype can require gradients`, as `torch.zeros(2, dtype=torch.int64, requires_grad=True)` does.",
    zh="工厂函数调用若要求创建需要梯度（`requires_grad=True`）的整数或 `bool` 张量，就会抛出 "
    "`RuntimeError: Only Tensors of floating point and complex dtype can require gradients`（只有浮点和复数类型的张量才能需要梯度），`torch.zeros(2, dtype=torch.int64, requires_grad=True)` 就是如此。",
)
def _(run):
    def int_dtype_raises(case):
        _, _, kwargs = call_of(case.op.code)
        return kwargs.get("requires_grad") is True and raises(case.apply, RuntimeError, INT_GRAD_ERROR)

    return raised(run, RuntimeError, INT_GRAD_ERROR) and run.each(int_dtype_raises)


@claim(
    "filled.like",
    snippet="like.py",
    over=over(tensors(), ops("like-factory", "full-like-float", "full-like-fill", only=(
        "torch.zeros_like(t)", "torch.empty_like(t)", "torch.full_like(t, 7)", "torch.full_like(t, 2.5)",
        "torch.full_like(t, True)", "torch.full_like(t, -1)")),
        contexts("no context", "default dtype float64", "default device meta")),
    en="`torch.zeros_like`, `torch.empty_like` and `torch.full_like` return a tensor of the input's shape and dtype, "
    "whatever the type of the fill value of `full_like` among those tried, `int` (7 and -1), `float` (2.5) or `bool`: "
    "unlike `torch.full`, `torch.full_like(x, 2.5)` on an `int64` input is `int64` and holds 2.",
    zh="`torch.zeros_like`、`torch.empty_like` 和 `torch.full_like` 返回的张量，形状和数据类型都与输入相同；"
    "`full_like` 的填充值无论是试过的哪种类型，`int`（7 和 -1）、`float`（2.5）还是 `bool`，都是如此："
    "与 `torch.full` 不同，输入为 `int64` 时，`torch.full_like(x, 2.5)` 也是 `int64`，其中的值是 2。",
)
def _(run):
    def like_input(case):
        t = case.tensor
        result = case.apply()
        return case.op.code.startswith("torch.") and "_like(t" in case.op.code and result.shape == t.shape and result.dtype == t.dtype

    z, f, e = run["z"], run["f"], run["e"]
    same = all(t.dtype == torch.int64 and tuple(t.shape) == (2, 3) for t in (z, f, e))
    return (
        same
        and z.tolist() == [[0] * 3] * 2
        and f.tolist() == [[2] * 3] * 2
        and run["g"].dtype == torch.float32  # torch.full with the same fill value: floating point
        and run.each(like_input)
    )


@claim(
    "filled.like-unrepresentable",
    snippet="like_overflow.py",
    over=over(ops("full-like-unrepresentable")),
    en="Some fill values that the input's dtype cannot represent raise `RuntimeError` instead, its message starting "
    "`value cannot be converted to type`; those tried are a `complex` value on a floating-point or `int64` input, NaN, an infinity or 1e30 on an `int64` input, "
    "300 on a `uint8` input and 1e30 on a `float16` input, and `torch.full_like(torch.zeros(2, 3), 1 + 2j)` raises "
    "`RuntimeError: value cannot be converted to type float without overflow`. Others are converted without an error: "
    "`torch.full_like(torch.zeros(2, dtype=torch.uint8), -1)` holds 255 and `torch.full_like(torch.zeros(2, dtype=torch.float16), 1e-10)` holds 0.",
    zh="输入的数据类型无法表示的填充值，有些会抛出 `RuntimeError`，错误信息以 `value cannot be converted to type` 开头"
    "（值无法转换为某类型）；试过的有：浮点或 `int64` 输入配 `complex` 值，`int64` 输入配 NaN、无穷大或 1e30，`uint8` 输入配 300，"
    "`float16` 输入配 1e30；`torch.full_like(torch.zeros(2, 3), 1 + 2j)` 抛出 "
    "`RuntimeError: value cannot be converted to type float without overflow`（值无法在不溢出的情况下转换为 float）。另一些则不报错，直接转换："
    "`torch.full_like(torch.zeros(2, dtype=torch.uint8), -1)` 存放的是 255，`torch.full_like(torch.zeros(2, dtype=torch.float16), 1e-10)` 存放的是 0。",
)
def _(run):
    def refused(case):
        name, args, _ = call_of(case.op.code)
        return name == "torch.full_like" and raises(case.apply, RuntimeError, "value cannot be converted to type")

    error = run["caught"]
    return (
        type(error) is RuntimeError and str(error).startswith("value cannot be converted to type float without overflow")
        and run["wrapped"].dtype == torch.uint8 and run["wrapped"].tolist() == [255, 255]
        and run["flushed"].dtype == torch.float16 and run["flushed"].tolist() == [0.0, 0.0]
        and run.each(refused)
    )
