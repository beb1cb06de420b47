import re

import torch

from tensorfacts.catalogue import contexts, ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import copy_advice, raises, shares_storage, warnings_of

CONJ = "complex with the conjugate bit"
CONJ_EXPANDED = "expanded tensor with the conjugate bit"
NEG = "negative bit"
BITS = (CONJ, CONJ_EXPANDED, NEG)
"""The tensors with the conjugate or the negative bit set: ``new_tensor`` raises on each of them."""
SOME_CONTEXTS = ("no context", "default device meta", "default dtype float64")
COPY_WARNING = "To copy construct from a tensor, it is recommended to use"
CONJ_ERROR = "DispatchKey Conjugate doesn't correspond to a device"
NEG_ERROR = "DispatchKey Negative doesn't correspond to a device"
NEW_TENSOR_CALLS = ("t.new_tensor([1, 2])", "t.new_tensor(t)", "t.new_tensor([1.5, 2.7])",
                    "t.new_tensor([1, 2], dtype=torch.int32, device='meta')",
                    "t.new_tensor([1.0, 2.0], requires_grad=True)")
NEW_TENSOR_FAMILIES = ("new-factory", "copy", "fill-dtype", "factory-override", "new-like-requires-grad")
NOT_STRIDED = ("sparse, mkldnn, nested and quantized tensors", "稀疏、mkldnn、嵌套和量化张量")
"""Tensors the catalogue does not build, on which these functions keep another layout or raise."""


def dense(t):
    """Whether ``t``'s elements fill its memory without gaps or overlaps (in some order of its dimensions).

    A tensor with no elements has neither, whatever its strides.
    """
    if t.numel() == 0:
        return True
    expected = 1
    for dim in sorted(range(t.dim()), key=lambda d: t.stride(d)):
        if t.size(dim) != 1 and t.stride(dim) != expected:
            return False
        expected *= t.size(dim)
    return True


def from_input(case):
    """The case's result has the input's dtype and device."""
    result = case.apply()
    return result.dtype == case.tensor.dtype and result.device == case.tensor.device


@claim(
    "from-tensor.table-from-self",
    snippet="table.py",
    over=over(
        tensors(),
        ops("like-factory", "new-factory", but=("torch.rand_like(t)", "t.new_tensor([1, 2])")),
        contexts(*SOME_CONTEXTS),
    ),
    not_covered=(("float8 tensors, which older releases cannot fill", "float8 张量：较早的版本无法填充"), NOT_STRIDED),
    en="`zeros_like`, `ones_like`, `empty_like`, `full_like`, `new_zeros`, `new_ones`, `new_full` and `new_empty` "
    "take dtype and device from the tensor they are given.",
    zh="`zeros_like`、`ones_like`、`empty_like`、`full_like`、`new_zeros`、`new_ones`、`new_full` 和 `new_empty` "
    "的数据类型（dtype）和设备都取自传给它们的张量。",
)
def _(run):
    x, results = run["x"], run["results"].values()
    return (
        x.dtype == torch.float64 and x.device.type == "meta"
        and torch.tensor([1, 2]).dtype == torch.int64
        and len(results) == 10
        and all(r.dtype == torch.float64 and r.device.type == "meta" for r in results)
        and run.each(from_input)
    )


@claim(
    "from-tensor.table-no-grad",
    snippet="table.py",
    over=over(tensors("requires-grad"), ops("like-factory", "new-factory")),
    en="Without `requires_grad=True`, the `new_*` methods and the `*_like` functions return a leaf tensor that does not "
    "require grad, even from a tensor that does.",
    zh="不传 `requires_grad=True` 时，`new_*` 方法和 `*_like` 函数返回的都是不需要梯度的叶子张量（leaf tensor），"
    "传给它们的张量需要梯度时也不例外。",
)
def _(run):
    def no_grad(case):
        result = case.apply()
        return case.tensor.requires_grad and not result.requires_grad and result.is_leaf

    return run["x"].requires_grad and not any(r.requires_grad for r in run["results"].values()) and run.each(no_grad)


@claim(
    "from-tensor.new-tensor-list-device",
    snippet="device_list.py",
    over=over(tensors(but=BITS), ops("new-factory", only=("t.new_tensor([1, 2])",)), contexts(*SOME_CONTEXTS)),
    exception_to=("from-tensor.table-from-self",),
    en="With a Python list as data, `t.new_tensor([1, 2])` takes dtype and device from `t` too, not from the data.",
    zh="数据是 Python 列表时，`t.new_tensor([1, 2])` 的数据类型和设备同样取自 `t`，而不是取决于数据。",
)
def _(run):
    def from_t(case):
        result = case.apply()
        return from_input(case) and tuple(result.shape) == (2,)

    return run["base"].device.type == "meta" and run["r"].device == run["base"].device and run.each(from_t)


@claim(
    "from-tensor.new-tensor-conj",
    snippet="conj.py",
    over=over(tensors("conj"), ops(*NEW_TENSOR_FAMILIES, only=NEW_TENSOR_CALLS)),
    exception_to=("from-tensor.new-tensor-list-device",),
    en="On a complex tensor with the conjugate bit set, `new_tensor` raises "
    "`RuntimeError: DispatchKey Conjugate doesn't correspond to a device`.",
    zh="在设置了共轭位（conjugate bit）的复数张量上，`new_tensor` 会抛出 "
    "`RuntimeError: DispatchKey Conjugate doesn't correspond to a device`（共轭这个分发键不对应任何设备）。",
)
def _(run):
    return (
        run["c"].is_conj() and run["error"] == CONJ_ERROR
        and run.each(lambda case: raises(case.apply, RuntimeError, CONJ_ERROR))
    )


@claim(
    "from-tensor.new-tensor-neg",
    snippet="conj.py",
    over=over(tensors("neg"), ops(*NEW_TENSOR_FAMILIES, only=NEW_TENSOR_CALLS)),
    exception_to=("from-tensor.new-tensor-list-device",),
    en="On a tensor with the negative bit set, such as `z.conj().imag`, `new_tensor` raises "
    "`RuntimeError: DispatchKey Negative doesn't correspond to a device`.",
    zh="在设置了负号位的张量上，例如 `z.conj().imag`，`new_tensor` 会抛出 "
    "`RuntimeError: DispatchKey Negative doesn't correspond to a device`（负号这个分发键不对应任何设备）。",
)
def _(run):
    n, z = run["n"], run["z"]
    return (
        n.is_neg() and n.dtype == torch.float32 and not z.is_conj() and not z.imag.is_neg() and run["neg_error"] == NEG_ERROR
        and run.each(lambda case: raises(case.apply, RuntimeError, NEG_ERROR))
    )


@claim(
    "from-tensor.rand-like-integer",
    snippet="rand_like.py",
    over=over(tensors(), ops("like-factory", only=("torch.rand_like(t)",)), contexts("no context", "default dtype float64")),
    exception_to=("from-tensor.table-from-self",),
    not_covered=(("an integer meta tensor, which holds no values", "整数 meta 张量，它没有值"),
                 ("float8 tensors, on which it raises", "float8 张量：会抛出错误")),
    en="`torch.rand_like` takes dtype and device from a floating-point or complex tensor, and raises on an integer or "
    "bool one: `torch.rand_like(i)` says `\"check_uniform_bounds\" not implemented for 'Long'`.",
    zh="`torch.rand_like` 的数据类型和设备取自浮点或复数张量；遇到整数或布尔张量则会抛出错误："
    "`torch.rand_like(i)` 给出的错误信息是 `\"check_uniform_bounds\" not implemented for 'Long'`（没有为 Long 实现 check_uniform_bounds）。",
)
def _(run):
    def floats_or_raises(case):
        t = case.tensor
        if t.is_floating_point() or t.is_complex():
            return from_input(case)
        try:
            case.apply()
        except RuntimeError as e:  # NotImplementedError on recent releases, a subclass
            return "not implemented for" in str(e)
        return False

    return run["message"] == "\"check_uniform_bounds\" not implemented for 'Long'" and run.each(floats_or_raises)


@claim(
    "from-tensor.override",
    snippet="override.py",
    over=over(tensors(but=BITS), ops("factory-override")),
    not_covered=(("`rand_like` with an integer or bool `dtype=`, which raises", "`rand_like` 配整数或布尔 `dtype=`：会抛出错误"),),
    en="`dtype=` and `device=` override what the `new_*` methods and the `*_like` functions would take from the tensor.",
    zh="无论是 `new_*` 方法还是 `*_like` 函数，传入 `dtype=` 和 `device=` 都会覆盖原本从张量取得的数据类型和设备。",
)
def _(run):
    def overridden(case):
        result = case.apply()
        wanted = getattr(torch, re.search(r"dtype=torch\.(\w+)", case.op.code).group(1))
        return result.dtype == wanted and result.device.type == "meta"

    return (
        run["x"].device.type == "meta"
        and all(t.dtype == torch.int32 and t.device.type == "cpu" for t in (run["a"], run["b"]))
        and run.each(overridden)
    )


@claim(
    "from-tensor.new-tensor-doc",
    snippet="docstring.py",
    en="The docstring of `Tensor.new_tensor` says that by default the result has the same dtype and device as this tensor.",
    zh="`Tensor.new_tensor` 的文档字符串（docstring）写明：默认情况下，结果的数据类型和设备与调用方张量相同。",
)
def _(run):
    s = run["sentence"]
    return "same :class:`torch.dtype` and :class:`torch.device` as this tensor" in s


PR_144958 = "[pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)"


@claim(
    "from-tensor.new-tensor-tensor-device",
    snippet="device_tensor.py",
    torch=">=2.7",
    over=over(tensors(), ops("new-tensor-meta-base")),
    en="Since PyTorch 2.7, with a tensor as data, `base.new_tensor(data)` creates the result on `base`'s device "
    f"rather than on the data's ({PR_144958}).",
    zh="自 PyTorch 2.7 起，数据是张量时，`base.new_tensor(data)` 在调用方张量 `base` 所在的设备上创建结果，"
    f"而不是数据所在的设备，见 {PR_144958}。",
)
def _(run):
    each = run.each(lambda case: case.apply().device.type == "meta")  # every case runs, whatever the release
    return run["r"].device.type == "meta" and run["data"].device.type != "meta" and each


@claim(
    "from-tensor.new-tensor-tensor-device-old",
    snippet="device_tensor.py",
    torch="<2.7",
    over=over(tensors(), ops("new-tensor-meta-base")),
    en="Before PyTorch 2.7, with a tensor as data, `base.new_tensor(data)` left the result on the data's device, "
    "as older articles describe ([pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)).",
    zh="PyTorch 2.7 之前，数据是张量时，`base.new_tensor(data)` 的结果留在数据所在的设备上，较早的文章描述的就是这种行为（[pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)）。",
)
def _(run):
    each = run.each(lambda case: case.apply().device == case.tensor.device)  # every case runs, whatever the release
    return run["r"].device == run["data"].device and run["base"].device.type == "meta" and run["r"].device.type != "meta" and each


@claim(
    "from-tensor.new-tensor-meta-data",
    snippet="meta_data.py",
    torch=">=2.7",
    en="Since PyTorch 2.7, `base.new_tensor(data)` with `meta` data and a `base` on a real device raises `NotImplementedError`: "
    f"a `meta` tensor has no values to copy ({PR_144958}).",
    zh="自 PyTorch 2.7 起，数据是 `meta` 张量而调用方张量 `base` 位于真实设备上时，`base.new_tensor(data)` 会抛出 "
    f"`NotImplementedError`：`meta` 张量没有可复制的值，见 {PR_144958}。",
)
def _(run):
    err = run.namespace.get("err")
    return err is not None and "Cannot copy out of meta tensor" in err and run["base"].device.type != "meta"


@claim(
    "from-tensor.new-tensor-copies",
    snippet="copies.py",
    over=over(tensors(but=(*BITS, "meta", "empty")), ops("copy", only=("t.new_tensor(t)",))),
    en="`new_tensor` copies the data: the result shares no memory with its source; an empty source has no memory to share.",
    zh="`new_tensor` 会复制数据：结果与源张量不共享内存；空的源张量本来就没有内存，无从共享。",
)
def _(run):
    return (
        run["x"].tolist() == [1.0, 2.0, 3.0] and run["r"].tolist() == [11.0, 12.0, 13.0]
        and run.each(lambda case: not shares_storage(case.apply(), case.tensor))
    )


@claim(
    "from-tensor.new-tensor-detached",
    snippet="copies.py",
    over=over(tensors("requires-grad"), ops("copy", only=("t.new_tensor(t)",))),
    en="`base.new_tensor(x)` of a tensor `x` that requires grad returns a leaf tensor that does not require grad, "
    "not attached to `x`'s autograd graph.",
    zh="对需要梯度的张量 `x` 调用 `base.new_tensor(x)`，得到的是不需要梯度的叶子张量，与 `x` 的计算图（autograd graph）断开。",
)
def _(run):
    def detached(case):
        result = case.apply()
        return case.tensor.requires_grad and not result.requires_grad and result.is_leaf and result.grad_fn is None

    r = run["r"]
    return run["x"].requires_grad and not r.requires_grad and r.is_leaf and r.grad_fn is None and run.each(detached)


@claim(
    "from-tensor.new-tensor-requires-grad",
    snippet="copies.py",
    en="On a floating-point `base`, `base.new_tensor(x, requires_grad=True)` returns a leaf tensor that requires grad.",
    zh="`base` 为浮点张量时，`base.new_tensor(x, requires_grad=True)` 返回一个需要梯度的叶子张量。",
)
def _(run):
    return run["base"].is_floating_point() and run["r2"].requires_grad and run["r2"].is_leaf


GRAD_DTYPE_ERROR = "Only Tensors of floating point and complex dtype can require gradients"


@claim(
    "from-tensor.new-tensor-requires-grad-int",
    snippet="grad_int_base.py",
    over=over(tensors(only=("int64", "uint8", "bool", "integer Parameter")),
              ops("new-like-requires-grad", only=("t.new_tensor([1.0, 2.0], requires_grad=True)",))),
    exception_to="from-tensor.new-tensor-requires-grad",
    en=f"On an integer or bool `base`, it raises `RuntimeError: {GRAD_DTYPE_ERROR}`.",
    zh=f"`base` 为整数或布尔张量时，它会抛出 `RuntimeError: {GRAD_DTYPE_ERROR}`（只有浮点和复数类型的张量才能需要梯度）。",
)
def _(run):
    def refused(case):
        return not (case.tensor.is_floating_point() or case.tensor.is_complex()) and raises(
            case.apply, RuntimeError, GRAD_DTYPE_ERROR)

    return run["base"].dtype == torch.int64 and type(run.error) is RuntimeError and GRAD_DTYPE_ERROR in str(run.error) and run.each(refused)


@claim(
    "from-tensor.new-tensor-copy-warning",
    snippet="warning.py",
    over=over(tensors(but=BITS), ops("copy", only=("t.new_tensor(t)",))),
    en="When its data is a tensor, `new_tensor` emits a `UserWarning` starting "
    "`To copy construct from a tensor, it is recommended to use`; with a list of Python numbers it stays silent.",
    zh="数据是张量时，`new_tensor` 会发出 `UserWarning`，开头是 "
    "`To copy construct from a tensor, it is recommended to use`（要从张量复制构造，建议使用……）；数据是由 Python 数字组成的列表时不会警告。",
)
def _(run):
    found = warnings_of(run)

    def warns(case):
        case.apply()
        return any(
            c == "UserWarning" and m.startswith(COPY_WARNING) and "rather than tensor.new_tensor(sourceTensor)." in m
            for c, m in case.warnings
        )

    return (
        len(found) == 1
        and found[0][0] == "UserWarning"
        and found[0][1].startswith(COPY_WARNING)
        and found[0][1].endswith("rather than tensor.new_tensor(sourceTensor).")
        and run["s"].tolist() == [1.0, 2.0]
        and run.each(warns)
    )


PR_144270 = "[pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)"


@claim(
    "from-tensor.new-tensor-warns",
    snippet="warning.py",
    en=f"Since PyTorch 2.7 the advice in that warning is `sourceTensor.detach().clone()` ({PR_144270}).",
    zh=f"从 PyTorch 2.7 起，这条警告给出的建议是 `sourceTensor.detach().clone()`，见 {PR_144270}。",
    torch=">=2.7",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.detach().clone()", "sourceTensor.detach().clone().requires_grad_(True)")


@claim(
    "from-tensor.new-tensor-advice-old",
    snippet="warning.py",
    en=f"Before PyTorch 2.7 it advised the other order, `sourceTensor.clone().detach()` ({PR_144270}).",
    zh=f"PyTorch 2.7 之前，它建议的是另一种顺序：`sourceTensor.clone().detach()`，见 {PR_144270}。",
    torch="<2.7",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.clone().detach()", "sourceTensor.clone().detach().requires_grad_(True)")


@claim(
    "from-tensor.new-tensor-dtype",
    snippet="dtype.py",
    over=over(tensors(but=BITS), ops("fill-dtype", "new-tensor-data", only=(
        "t.new_tensor([1.5, 2.7])", "t.new_tensor([1, 2])", "t.new_tensor([True, False])"))),
    not_covered=(("numbers outside the range of an integer dtype, which raise or wrap around",
                  "超出整数数据类型取值范围的数：会抛出错误或回绕"),),
    en="`new_tensor` converts real data to the dtype of the tensor it is called on: on `int64`, float data loses its fractions.",
    zh="`new_tensor` 会把实数数据转换成调用方张量的数据类型：调用方张量为 `int64` 时，浮点数据的小数部分被舍去。",
)
def _(run):
    a, b = run["a"], run["b"]
    return (
        a.dtype == torch.float32 and a.tolist() == [1.0, 2.0] and b.dtype == torch.int64 and b.tolist() == [1, 2]
        and run.each(lambda case: case.apply().dtype == case.tensor.dtype)
    )


@claim(
    "from-tensor.new-tensor-refused",
    snippet="dtype_refused.py",
    over=over(ops("new-tensor-refused")),
    exception_to=("from-tensor.new-tensor-dtype",),
    not_covered=(("data given as a tensor or a NumPy array", "以张量或 NumPy 数组给出的数据"),),
    en="In list data, complex numbers raise `TypeError` on a floating-point or `int64` tensor, "
    "and NaN or 1e30, which `int64` cannot hold, raise `RuntimeError` on an `int64` tensor.",
    zh="列表数据中的复数在浮点或 `int64` 调用方张量上会抛出 `TypeError`；"
    "NaN 或 1e30 超出了 `int64` 能表示的范围，在 `int64` 调用方张量上会抛出 `RuntimeError`。",
)
def _(run):
    def refused(case):
        if re.search(r"\dj\b", case.op.code):  # complex data: the message depends on the base's dtype
            if "torch.int64" in case.op.code:
                return raises(case.apply, TypeError, "'complex' object cannot be interpreted as an integer")
            return raises(case.apply, TypeError, "must be real number, not complex")
        return raises(case.apply, RuntimeError, "value cannot be converted to type int64 without overflow")

    error = run["caught"]
    return type(error) is TypeError and "must be real number, not complex" in str(error) and run.each(refused)


@claim(
    "from-tensor.new-full-dtype",
    snippet="full.py",
    over=over(tensors(), ops("fill-dtype", only=("t.new_full((2, 3), 2.5)", "torch.full_like(t, 2.5)"))),
    not_covered=(("a fill value the dtype cannot represent, which can raise", "该数据类型无法表示的填充值：可能抛出错误"),),
    en="`new_full` and `full_like` keep the dtype of the tensor they are given: `2.5` on an `int64` tensor becomes `2`.",
    zh="`new_full` 和 `full_like` 沿用传给它们的张量的数据类型：在 `int64` 张量上，`2.5` 变成了 `2`。",
)
def _(run):
    a, b, c = run["a"], run["b"], run["c"]
    return (
        a.dtype == torch.float32 and a.tolist() == [7.0, 7.0]
        and b.dtype == c.dtype == torch.int64 and b.tolist() == c.tolist() == [2, 2]
        and run.each(lambda case: case.apply().dtype == case.tensor.dtype)
    )


@claim(
    "from-tensor.shape",
    snippet="shape.py",
    en="`new_zeros`, `new_ones` and `new_empty` take the size as separate integers or as one tuple.",
    zh="`new_zeros`、`new_ones` 和 `new_empty` 的大小既可以写成几个整数，也可以写成一个元组。",
)
def _(run):
    shapes = run["shapes"]
    return len(shapes) == 6 and all(tuple(t.shape) == (2, 3) for t in shapes.values())


@claim(
    "from-tensor.grad-opt-in",
    snippet="grad.py",
    over=over(tensors("float", but=(NEG,)), ops("new-like-requires-grad")),
    not_covered=(("float8 tensors, on which `torch.rand_like` raises", "float8 张量：`torch.rand_like` 会抛出错误"),),
    en="Gradients are opt-in: given a floating-point tensor and `requires_grad=True`, the `new_*` methods and the "
    "`*_like` functions return a leaf tensor that requires grad.",
    zh="梯度不会自动开启：传入浮点张量和 `requires_grad=True` 时，`new_*` 方法和 `*_like` 函数返回需要梯度的叶子张量。",
)
def _(run):
    a, b, c, d = (run[n] for n in "abcd")
    return (
        not a.requires_grad and not b.requires_grad and c.requires_grad and c.is_leaf and d.requires_grad and d.is_leaf
        and run.each(lambda case: (lambda result: result.requires_grad and result.is_leaf)(case.apply()))
    )


@claim(
    "from-tensor.empty-like-transposed",
    snippet="strides.py",
    en="`empty_like` keeps the strides of a transposed tensor, since its default is `memory_format=torch.preserve_format`; "
    "`memory_format=torch.contiguous_format` gives a row-major result.",
    zh="`empty_like` 会保留转置张量的步幅（stride），因为它的默认参数是 `memory_format=torch.preserve_format`；"
    "传入 `memory_format=torch.contiguous_format` 则得到行主序（row-major）的结果。",
)
def _(run):
    default = "memory_format=torch.preserve_format) -> Tensor" in torch.empty_like.__doc__
    kept = run["t"].stride() == run["e"].stride() == run["p"].stride() == (1, 4)
    return default and kept and run["c"].stride() == (3, 1)


@claim(
    "from-tensor.empty-like-strides",
    snippet="strides.py",
    over=over(tensors("float"), ops("like-factory")),
    not_covered=(NOT_STRIDED,),
    en="On a floating-point input, the `*_like` functions keep its strides if it has no gaps and no overlapping elements, "
    "channels_last included, and return such a tensor otherwise.",
    zh="输入是浮点张量时，如果输入无空隙且元素不重叠（包括 channels_last），`*_like` 函数保留其步幅；对其他输入则返回无空隙且元素不重叠的张量。",
)
def _(run):
    def preserved(case):
        t, result = case.tensor, case.apply()
        return result.stride() == t.stride() if dense(t) else dense(result)

    kept = run["t"].stride() == run["e"].stride() == run["p"].stride() == (1, 4)
    return kept and run.each(preserved)


@claim(
    "from-tensor.new-empty-contiguous",
    snippet="strides.py",
    over=over(tensors(), ops("new-factory-own-shape")),
    not_covered=(NOT_STRIDED,),
    en="`new_empty`, `new_zeros`, `new_ones` and `new_full` take a size, not strides: given `t.shape`, they return "
    "a row-major tensor, whatever the strides of `t`.",
    zh="`new_empty`、`new_zeros`、`new_ones` 和 `new_full` 只接收大小，不接收步幅：传入 `t.shape` 时，对任意步幅的 `t`，"
    "它们都返回行主序的张量。",
)
def _(run):
    def row_major(case):
        result = case.apply()
        return result.is_contiguous() and result.shape == case.tensor.shape

    return run["n"].stride() == (3, 1) and run["t"].stride() == (1, 4) and run.each(row_major)


@claim(
    "from-tensor.layout",
    snippet="layout.py",
    en="On the sparse tensor `s`, `new_zeros` and `zeros_like` keep its `sparse_coo` layout, while `new_tensor` returns a strided (dense) tensor.",
    zh="在稀疏张量 `s` 上，`new_zeros` 和 `zeros_like` 会保留它的 `sparse_coo` 布局（layout），而 `new_tensor` 返回的是 strided（稠密）张量。",
)
def _(run):
    coo = torch.sparse_coo
    return run["s"].layout == run["a"].layout == run["b"].layout == coo and run["c"].layout == torch.strided
