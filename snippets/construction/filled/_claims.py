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
NOT_STRIDED = ("sparse, mkldnn, nested and quantized tensors", "稀疏、mkldnn、嵌套和量化张量")
"""Tensors the catalogue does not build, on which these calls keep another layout or raise."""


@claim(
    "filled.shape",
    snippet="shape.py",
    over=over(ops("factory-shape"), contexts()),
    en="`torch.zeros`, `torch.ones`, `torch.empty`, `torch.rand` and `torch.randn` take the shape as separate integers, "
    "as one tuple or as one list.",
    zh="`torch.zeros`、`torch.ones`、`torch.empty`、`torch.rand` 和 `torch.randn` 的形状可以写成几个整数，也可以写成一个元组或一个列表。",
)
def _(run):
    def shape(case):
        name, args, _ = call_of(case.op.code)
        return name in SHAPE_FACTORIES and tuple(case.apply().shape) == (2, 3)

    return (
        all(tuple(run[n].shape) == (2, 3) for n in "abc") and bool((run["b"] == 1).all()) and bool((run["a"] == 0).all())
        and run.each(shape)
    )


REDUCED = (torch.float16, torch.bfloat16)
"""The reduced-precision floating-point default dtypes a rule about "the default dtype" tries too."""


@claim(
    "filled.default-dtype",
    snippet="dtype.py",
    over=over(ops("factory-shape", "full-fill", only=(
        *(o.name for o in ops("factory-shape").items), "torch.full((2, 3), 2.5)", "torch.full((2, 3), 7.0)",
        "torch.full((2, 3), -0.5)")), contexts()),
    en="Without `dtype=`, `zeros`, `ones`, `empty`, `rand`, `randn`, and `full` with a `float` fill value "
    "return the default dtype, `float32` unless changed.",
    zh="不传 `dtype=` 时，`zeros`、`ones`、`empty`、`rand`、`randn` 和 `float` 填充值的 `full` "
    "返回默认数据类型（default dtype），未经修改时是 `float32`。",
)
def _(run):
    def default(case):
        name, args, kwargs = call_of(case.op.code)
        float_fill = name == "torch.full" and type(args[1]) is float
        if not (name in SHAPE_FACTORIES or float_fill) or "dtype" in kwargs:
            return False
        made = [case.apply().dtype == torch.get_default_dtype()]
        for reduced in REDUCED:  # a float16 or bfloat16 default dtype too
            with default_dtype(reduced):
                made.append(case.apply().dtype == reduced)
        return all(made)

    dtypes = run["dtypes"]
    return set(dtypes) == {torch.float32, torch.float64} and all(
        len(made) == 6 and all(dtype == default for dtype in made.values()) for default, made in dtypes.items()
    ) and run.each(default)


@claim(
    "filled.full-infers",
    snippet="full.py",
    over=over(ops("full-fill"), contexts()),
    not_covered=(("a NumPy `np.bool_` fill value, which gives the default dtype", "NumPy 的 `np.bool_` 填充值：得到的是默认数据类型"),),
    en="Without `dtype=`, `torch.full` takes the dtype from the fill value: an `int` that `int64` holds gives `int64`, "
    "a `bool` gives `bool`, a `float` the default dtype, `float32` unless changed.",
    zh="不传 `dtype=` 时，`torch.full` 根据填充值决定数据类型：`int64` 能容纳的 `int` 得到 `int64`，`bool` 得到 `bool`，"
    "`float` 得到默认数据类型，未经修改时是 `float32`。",
)
def _(run):
    def inferred(case):
        name, args, kwargs = call_of(case.op.code)
        if name != "torch.full" or "dtype" in kwargs:
            return False
        expected = {bool: torch.bool, int: torch.int64, float: torch.get_default_dtype()}.get(type(args[1]))
        if type(args[1]) is int and not -2**63 <= args[1] < 2**63:
            return False  # outside the family: an int that int64 cannot hold
        if expected is None or case.apply().dtype != expected:
            return False
        for reduced in REDUCED:  # a float follows a float16 or bfloat16 default dtype too; an int or a bool does not
            with default_dtype(reduced):
                if case.apply().dtype != (reduced if type(args[1]) is float else expected):
                    return False
        return True

    return (
        (run["a"].dtype, run["b"].dtype, run["c"].dtype) == (torch.int64, torch.bool, torch.float32)
        and run["c64"].dtype == torch.float64
        and run.each(inferred)
    )


META = "default device meta"
EXPLICIT_META = ("an explicit `device='meta'`, as under a meta default device", "显式传入 `device='meta'`，与默认设备为 meta 时相同")


@claim(
    "filled.full-complex",
    snippet="full.py",
    over=over(ops("full-complex"), contexts(but=(META,))),
    not_covered=(EXPLICIT_META,),
    en="Without `dtype=`, `torch.full` with a `complex` fill value returns `complex128` under a `float64` default dtype, "
    "and `complex64` under `float32`, `float16` or `bfloat16`.",
    zh="不传 `dtype=` 时，填充值为 `complex` 的 `torch.full` 在默认数据类型为 `float64` 时返回 `complex128`，"
    "为 `float32`、`float16` 或 `bfloat16` 时返回 `complex64`。",
)
def _(run):
    matching = {torch.float32: torch.complex64, torch.float64: torch.complex128}

    def complex_default(case):
        name, args, kwargs = call_of(case.op.code)
        if name != "torch.full" or type(args[1]) is not complex or "dtype" in kwargs:
            return False
        made = [case.apply().dtype == matching[torch.get_default_dtype()]]
        for reduced in REDUCED:
            with default_dtype(reduced):
                made.append(case.apply().dtype == torch.complex64)
        return all(made)

    return (
        run["d"].dtype == torch.complex64 and run["d"].tolist() == [1 + 2j, 1 + 2j]
        and run["d64"].dtype == torch.complex128
        and run.each(complex_default)
    )


@claim(
    "filled.full-complex-meta-float16",
    snippet="full.py",
    over=over(ops("full-complex"), contexts(META)),
    exception_to=("filled.full-complex",),
    en="Under a meta default device, a `complex` fill value with a `float16` default dtype gives `complex32` instead.",
    zh="默认设备为 meta、默认数据类型为 `float16` 时，`complex` 填充值得到的是 `complex32`。",
)
def _(run):
    matching = {torch.float32: torch.complex64, torch.float64: torch.complex128}

    def half(case):
        name, args, kwargs = call_of(case.op.code)
        if name != "torch.full" or type(args[1]) is not complex or "dtype" in kwargs:
            return False
        made = [case.apply().dtype == matching[torch.get_default_dtype()]]  # float32 and float64 as elsewhere
        with default_dtype(torch.float16):
            made.append(case.apply().dtype == torch.complex32)
        return all(made)

    return run["d"].dtype == torch.complex64 and run.each(half)


def _meta_dtype(case, default: torch.dtype) -> str:
    """The dtype (as text) of ``case`` under the ``default`` default dtype, "" unless the result is on the meta device."""
    with default_dtype(default):
        made = case.apply()
    return str(made.dtype) if made.device.type == "meta" else ""


@claim(
    "filled.full-complex-bfloat16-meta-old",
    snippet="full.py",
    torch="<2.14",
    over=over(ops("full-complex"), contexts(META)),
    exception_to=("filled.full-complex",),
    en="Before PyTorch 2.14, under a meta default device, a `complex` fill value with a `bfloat16` default dtype "
    "gives `complex64`, as elsewhere ([pytorch/pytorch#186928](https://github.com/pytorch/pytorch/pull/186928)).",
    zh="PyTorch 2.14 之前，默认设备为 meta、默认数据类型为 `bfloat16` 时，`complex` 填充值得到的也是 `complex64`，"
    "与不在 meta 上时相同，见 [pytorch/pytorch#186928](https://github.com/pytorch/pytorch/pull/186928)。",
)
def _(run):
    return run["d"].dtype == torch.complex64 and run.each(lambda case: _meta_dtype(case, torch.bfloat16) == "torch.complex64")


@claim(
    "filled.full-complex-bfloat16-meta",
    snippet="full.py",
    torch=">=2.14",
    over=over(ops("full-complex"), contexts(META)),
    exception_to=("filled.full-complex",),
    en="Since PyTorch 2.14, under a meta default device, a `complex` fill value with a `bfloat16` default dtype gives "
    "`torch.bcomplex32`, whose two parts are `bfloat16` ([pytorch/pytorch#186928](https://github.com/pytorch/pytorch/pull/186928)).",
    zh="自 PyTorch 2.14 起，默认设备为 meta、默认数据类型为 `bfloat16` 时，`complex` 填充值得到 `torch.bcomplex32`，"
    "它的实部和虚部都是 `bfloat16`，见 [pytorch/pytorch#186928](https://github.com/pytorch/pytorch/pull/186928)。",
)
def _(run):
    return run["d"].dtype == torch.complex64 and run.each(lambda case: _meta_dtype(case, torch.bfloat16) == "torch.bcomplex32")


@claim(
    "filled.full-dtype",
    snippet="full.py",
    over=over(ops("full-dtype"), contexts()),
    not_covered=(("a fill value out of the dtype's range", "超出该数据类型范围的填充值"),
                 ("a float8 `dtype=`, which older releases cannot fill", "float8 的 `dtype=`：较早的版本无法填充")),
    en="For an `int`, `float` or `bool` fill value, an explicit `dtype=` sets the dtype of `torch.full`: "
    "`torch.full((2,), 2.5, dtype=torch.int32)` holds 2.",
    zh="填充值为 `int`、`float` 或 `bool` 时，显式传入的 `dtype=` 决定 `torch.full` 的数据类型："
    "`torch.full((2,), 2.5, dtype=torch.int32)` 存放的是 2。",
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


INT64_MESSAGE = "value cannot be converted to type int64_t without overflow"


@claim(
    "filled.full-int-too-big",
    snippet="full_big_int.py",
    over=over(ops("full-int-too-big"), contexts(but=(META,))),
    not_covered=(EXPLICIT_META,),
    en="Without `dtype=`, an `int` fill value from `2**63` to `2**64 - 1` raises "
    "`RuntimeError: value cannot be converted to type int64_t without overflow`; larger ones, and those below `-2**63`, "
    "raise `OverflowError`.",
    zh="不传 `dtype=` 时，`2**63` 到 `2**64 - 1` 之间的 `int` 填充值会抛出 "
    "`RuntimeError: value cannot be converted to type int64_t without overflow`（值无法在不溢出的情况下转换为 int64_t）；"
    "更大的值以及小于 `-2**63` 的值抛出 `OverflowError`。",
)
def _(run):
    def refused(case):
        name, args, kwargs = call_of(case.op.code)
        if name != "torch.full" or type(args[1]) is not int or -2**63 <= args[1] < 2**63 or "dtype" in kwargs:
            return False
        if 2**63 <= args[1] < 2**64:
            return raises(case.apply, RuntimeError, INT64_MESSAGE)
        return raises(case.apply, OverflowError)

    errors = run["errors"]
    return (
        all(type(errors[v]) is RuntimeError and INT64_MESSAGE in str(errors[v]) for v in ("2**63", "2**64 - 1"))
        and all(type(errors[v]) is OverflowError for v in ("2**64", "-2**63 - 1"))
        and run.each(refused)
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
    not_covered=(("`torch.use_deterministic_algorithms(True)`, which fills it (below)",
                  "`torch.use_deterministic_algorithms(True)`：此时会填满（见下文）"),),
    en="`torch.empty` writes no values: its docstring says that it 'Returns a tensor filled with uninitialized data.'",
    zh="`torch.empty` 不会往内存里写值：它的文档字符串（docstring）说它“Returns a tensor filled with uninitialized data.”"
    "（返回一个填满未初始化数据的张量）。",
)
def _(run):
    return (
        printed(run, "the docstring says 'Returns a tensor filled with uninitialized data.': True")
        and run["r"] is run["x"] and run["x"].tolist() == [7.0, 7.0, 7.0]
    )


@claim(
    "filled.empty-out-keeps",
    snippet="empty.py",
    over=over(tensors(only=NO_GRAD_TENSORS), ops("empty-out")),
    not_covered=(("meta tensor, which holds no values", "meta 张量，它没有值"), NOT_STRIDED),
    en="Given as `out=` a tensor of the requested shape, dtype and device that does not require grad, "
    "`torch.empty` returns it with its values unchanged.",
    zh="把形状、数据类型和设备都符合要求、且不需要梯度的张量作为 `out=` 传给 `torch.empty` 时，它返回这个张量，其中的值不变。",
)
def _(run):
    def keeps_values(case):
        t = case.tensor
        before = t.clone()
        result = case.apply()
        return result is t and t.shape == before.shape and (t.is_meta or torch.equal(t, before))

    return run["r"] is run["x"] and run["x"].tolist() == [7.0, 7.0, 7.0] and run.each(keeps_values)


@claim(
    "filled.empty-deterministic",
    snippet="deterministic.py",
    exception_to=("filled.empty-out-keeps",),
    not_covered=(("`torch.utils.deterministic.fill_uninitialized_memory = False`",
                  "`torch.utils.deterministic.fill_uninitialized_memory = False`"),),
    en="With `torch.use_deterministic_algorithms(True)`, `torch.empty(3)` and `torch.empty(3, out=x)` hold NaN in each "
    "element, and `torch.empty(3, dtype=torch.int64)` the largest `int64` value.",
    zh="调用 `torch.use_deterministic_algorithms(True)` 后，`torch.empty(3)` 和 `torch.empty(3, out=x)` 的每个元素都是 NaN，"
    "`torch.empty(3, dtype=torch.int64)` 的每个元素都是 `int64` 的最大值。",
)
def _(run):
    e, i, x = run["e"], run["i"], run["x"]
    return (
        "fill_uninitialized_memory: True" in run.output
        and bool(e.isnan().all()) and bool(x.isnan().all())
        and bool((i == torch.iinfo(torch.int64).max).all())
        and not torch.are_deterministic_algorithms_enabled()
    )


EMPTY_KIN = ops(only=("torch.empty_like(t)", "t.new_empty(t.shape)", "t.new_empty(2, 3)"))
"""The catalogue's calls that ask for uninitialised memory shaped after a tensor ``t`` or with its dtype."""


def filled_as_deterministic(y):
    """NaN in each element of a floating-point tensor, NaN with imaginary part 0 in a complex one, the dtype's largest
    value in an integer one, True in bool."""
    if y.dtype.is_complex:
        y = y.resolve_conj()  # the conjugate of 0 is -0.0, which equals 0
        return bool(y.real.isnan().all()) and bool((y.imag == 0).all())
    if y.dtype.is_floating_point:
        return bool(y.isnan().all())
    if y.dtype == torch.bool:
        return bool(y.all())
    return bool((y == torch.iinfo(y.dtype).max).all())


@claim(
    "filled.empty-deterministic-rule",
    snippet="deterministic.py",
    over=over(tensors(but=("meta",)), EMPTY_KIN, contexts("deterministic algorithms")),
    not_covered=(("float8 and `complex32` tensors, on which older releases raise instead",
                  "float8 和 `complex32` 张量：较早的版本会改为抛出错误"),),
    en="With `torch.use_deterministic_algorithms(True)`, `torch.empty_like` and `new_empty` fill their result too: "
    "NaN if floating-point, NaN with imaginary part 0 if complex, the dtype's largest value if integer, `True` if bool.",
    zh="调用 `torch.use_deterministic_algorithms(True)` 后，`torch.empty_like` 和 `new_empty` 同样会填满结果："
    "浮点类型填 NaN，复数类型填实部为 NaN、虚部为 0 的值，整数类型填该类型的最大值，布尔类型填 `True`。",
)
def _(run):
    def filled(case):
        t, y = case.tensor, case.apply()
        return y.dtype == t.dtype and filled_as_deterministic(y)

    return (
        "fill_uninitialized_memory: True" in run.output
        and filled_as_deterministic(run["e"]) and filled_as_deterministic(run["i"])
        and run["c"].dtype == torch.complex64 and filled_as_deterministic(run["c"])
        and not torch.are_deterministic_algorithms_enabled()
        and run.each(filled)
    )


@claim(
    "filled.empty-out-resizes",
    snippet="empty_out.py",
    over=over(tensors(only=NO_GRAD_TENSORS, but=("from_numpy", "inference tensor")), ops("empty-out-resize")),
    not_covered=(("a tensor in shared memory, made by `share_memory_()`: the process crashes",
                  "位于共享内存中的张量，由 `share_memory_()` 得到：进程会崩溃"), NOT_STRIDED),
    en="Given as `out=` a tensor of another shape that does not require grad, `torch.empty` resizes it to the "
    "requested shape, with contiguous strides.",
    zh="把一个其他形状、且不需要梯度的张量作为 `out=` 传给 `torch.empty` 时，它会把这个张量调整为所要求的大小，步幅（stride）连续。",
)
def _(run):
    def resized(case):
        t = case.tensor
        result = case.apply()
        return result is t and tuple(t.shape) == (5, 7) and t.stride() == (7, 1) and case.input.build().shape != (5, 7)

    return run["r"] is run["x"] and tuple(run["x"].shape) == (2, 3) and run["x"].stride() == (3, 1) and run.each(resized)


NOT_RESIZABLE = "Trying to resize storage that is not resizable"
INFERENCE_UPDATE = "Inplace update to inference tensor outside InferenceMode"


@claim(
    "filled.empty-out-from-numpy",
    snippet="empty_out.py",
    over=over(tensors(only=("from_numpy",)), ops("empty-out-resize")),
    exception_to=("filled.empty-out-resizes",),
    en="`torch.empty` cannot grow a from_numpy tensor, whose memory NumPy owns: it raises "
    "`RuntimeError: Trying to resize storage that is not resizable`.",
    zh="`torch.empty` 无法增大 from_numpy 得到的张量，它的内存归 NumPy 所有：抛出 "
    "`RuntimeError: Trying to resize storage that is not resizable`（存储不可调整大小）。",
)
def _(run):
    error = run["errors"]["from_numpy"]
    return (
        type(error) is RuntimeError and NOT_RESIZABLE in str(error)
        and run.each(lambda case: raises(case.apply, RuntimeError, NOT_RESIZABLE))
    )


@claim(
    "filled.empty-out-from-file",
    snippet="empty_out_file.py",
    over=over(tensors(only=("tensor from torch.from_file",)), ops("empty-out-resize")),
    exception_to=("filled.empty-out-resizes",),
    en="A tensor from `torch.from_file` cannot grow either: `torch.empty` raises the same `RuntimeError`.",
    zh="`torch.from_file` 得到的张量同样无法增大：`torch.empty` 抛出同样的 `RuntimeError`。",
)
def _(run):
    error = run["error"]
    return (
        type(error) is RuntimeError and NOT_RESIZABLE in str(error) and run["t"].dtype == torch.float32
        and run.each(lambda case: raises(case.apply, RuntimeError, NOT_RESIZABLE))
    )


@claim(
    "filled.empty-out-inference",
    snippet="empty_out.py",
    over=over(tensors(only=("inference tensor",)), ops("empty-out-resize")),
    exception_to=("filled.empty-out-resizes",),
    en="Outside inference mode, `torch.empty` raises a `RuntimeError` starting "
    "`Inplace update to inference tensor outside InferenceMode is not allowed.` when it has to resize an inference tensor.",
    zh="在推理模式（inference mode）之外，`torch.empty` 需要调整推理张量（inference tensor）的大小时会抛出 `RuntimeError`，其信息开头是 "
    "`Inplace update to inference tensor outside InferenceMode is not allowed.`（禁止在推理模式之外原地修改推理张量）。",
)
def _(run):
    error = run["errors"]["inference"]
    start = INFERENCE_UPDATE + " is not allowed."

    def refused(case):
        try:
            case.apply()
        except RuntimeError as caught:
            return type(caught) is RuntimeError and str(caught).startswith(start)
        return False

    return type(error) is RuntimeError and str(error).startswith(start) and run.each(refused)


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
    "`RuntimeError: Only Tensors of floating point and complex dtype can require gradients`.",
    zh="工厂函数调用若要创建需要梯度（`requires_grad=True`）的整数或 `bool` 张量，就会抛出 "
    "`RuntimeError: Only Tensors of floating point and complex dtype can require gradients`（只有浮点和复数类型的张量才能需要梯度）。",
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
    not_covered=(("float8 tensors, which older releases cannot fill", "float8 张量：较早的版本无法填充"), NOT_STRIDED),
    en="`torch.zeros_like`, `torch.empty_like` and `torch.full_like` return a tensor of the input's shape and dtype; "
    "`full_like` converts its fill value to that dtype.",
    zh="`torch.zeros_like`、`torch.empty_like` 和 `torch.full_like` 返回与输入形状和数据类型都相同的张量；"
    "`full_like` 把填充值转换为该类型。",
)
def _(run):
    def like_input(case):
        t = case.tensor
        result = case.apply()
        return case.op.code.startswith("torch.") and "_like(t" in case.op.code and result.shape == t.shape and result.dtype == t.dtype

    z, e = run["z"], run["e"]
    return (
        all(t.dtype == torch.int64 and tuple(t.shape) == (2, 3) for t in (z, e))
        and z.tolist() == [[0] * 3] * 2
        and run.each(like_input)
    )


@claim(
    "filled.like-full-int",
    snippet="like.py",
    en="Unlike `torch.full`, `torch.full_like(x, 2.5)` on an `int64` input is `int64` and holds 2.",
    zh="与 `torch.full` 不同，输入为 `int64` 时，`torch.full_like(x, 2.5)` 也是 `int64`，其中的值是 2。",
)
def _(run):
    x, f = run["x"], run["f"]
    return (
        x.dtype == f.dtype == torch.int64 and tuple(f.shape) == (2, 3)
        and f.tolist() == [[2] * 3] * 2
        and run["g"].dtype == torch.float32  # torch.full with the same fill value: floating point
    )


@claim(
    "filled.like-unrepresentable",
    snippet="like_overflow.py",
    over=over(ops("full-like-unrepresentable")),
    exception_to=("filled.like",),
    en="On some fill values beyond what the input's dtype can represent, `torch.full_like` raises `RuntimeError`, "
    "its message starting `value cannot be converted to type`.",
    zh="对于输入的数据类型无法表示的某些填充值，`torch.full_like` 会抛出 `RuntimeError`，错误信息以 "
    "`value cannot be converted to type`（值无法转换为某类型）开头。",
)
def _(run):
    def refused(case):
        name, args, _ = call_of(case.op.code)
        return name == "torch.full_like" and raises(case.apply, RuntimeError, "value cannot be converted to type")

    error = run["caught"]
    return (
        type(error) is RuntimeError and str(error).startswith("value cannot be converted to type float without overflow")
        and run.each(refused)
    )


@claim(
    "filled.like-converts",
    snippet="like_overflow.py",
    en="Other values the dtype cannot represent convert without an error: `torch.full_like(torch.zeros(2, dtype=torch.uint8), -1)` holds 255 and "
    "`torch.full_like(torch.zeros(2, dtype=torch.float16), 1e-10)` holds 0.",
    zh="另一些无法表示的值则直接转换，不报错：`torch.full_like(torch.zeros(2, dtype=torch.uint8), -1)` 存放的是 255，"
    "`torch.full_like(torch.zeros(2, dtype=torch.float16), 1e-10)` 存放的是 0。",
)
def _(run):
    return (
        run["wrapped"].dtype == torch.uint8 and run["wrapped"].tolist() == [255, 255]
        and run["flushed"].dtype == torch.float16 and run["flushed"].tolist() == [0.0, 0.0]
    )
