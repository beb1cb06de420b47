import contextlib

import torch

from tensorfacts.catalogue import TENSORS, contexts, ops, over, scoped, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raised, raises, warned, warnings_of

GRAD_MESSAGE = "Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead."
CONJ_MESSAGE = "Can't call numpy() on Tensor that has conjugate bit set. Use tensor.resolve_conj().numpy() instead."
NEG_MESSAGE = "Can't call numpy() on Tensor that has negative bit set. Use tensor.resolve_neg().numpy() instead."
META_MESSAGE = "can't convert meta device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."
DEPRECATION = "__array__ implementation doesn't accept a copy keyword, so passing copy=False failed."
READ_ONLY = "The given NumPy array is not writable, and PyTorch does not support non-writable tensors."
BFLOAT16 = "Got unsupported ScalarType BFloat16"
SPARSE_MESSAGE = "can't convert Sparse layout tensor to numpy."
BF16_LEAF = "bfloat16 leaf that requires grad"
# tensors that require grad on the meta device or with the sparse layout: numpy() refuses their device or layout
# with a TypeError before it looks at requires_grad
NOT_STRIDED_CPU = ("meta tensor that requires grad", "sparse tensor that requires grad")
# a tensor that requires grad with the conjugate bit: with grad mode on, the requires-grad error comes before the
# conjugate-bit one (under torch.no_grad() the conjugate-bit error is raised)
CONJ_LEAF = "conjugate of a leaf that requires grad"
GRAD_FIRST = ("tensor that also requires grad, on which the requires-grad error comes first with grad mode on",
              "同时需要梯度的张量：梯度模式开启时，先抛出的是需要梯度的那个错误")

# The CPU tensors that `t.numpy()` converts, holding at least one element: no grad required, no
# conjugate or negative bit, a dtype NumPy has (so not bfloat16), not meta, not empty. Named one by
# one, so that a case added to the catalogue later joins a rule only when someone has checked it.
CONVERTED = (
    "contiguous", "transposed", "sliced with a step", "expanded", "expanded and transposed", "channels_last",
    "channels_last slice", "0-d", "int64", "uint8", "bool", "float16", "float64", "frozen Parameter",
    "integer Parameter", "view", "view of a view", "inference tensor", "from_numpy",
    "Parameter with gaps and an offset", "transposed Parameter", "view made under no_grad", "view made in inference mode",
    "unbind output", "split output", "channels_last_3d",
)
# The contexts that leave the default device on the CPU.
# Cases a default device meta cannot make meta tensors of: from_file stays on the CPU (as from_numpy does);
# share_memory_() raises on a meta tensor.
FROM_FILE = "tensor from torch.from_file"
SHARED = ("tensor in shared memory", "view of a tensor in shared memory")
NOT_BUILT_UNDER_META = (FROM_FILE, *SHARED)
CPU_CONTEXTS = ("no context", "default dtype float64", "torch.no_grad()", "inference mode")
# Grad mode on: the contexts in which requires_grad is checked.
GRAD_MODE = ("no context", "default dtype float64")
# The NumPy arrays that torch.from_numpy takes, holding at least one element: non-negative strides,
# native byte order; read-only ones included.
TAKEN = (
    "float64 array", "float32 array", "int64 array", "bool array", "2-D array", "Fortran-order array",
    "array sliced with a step", "read-only array", "0-d array", "float16 array", "complex128 array", "uint16 array",
    "broadcast array", "float32 array sliced with a step",
)


def _address(array):
    return array.__array_interface__["data"][0]


def _first(x):
    """The index of the first element of a tensor or array (``()`` when it is 0-d)."""
    return (0,) * x.ndim


def _other(value):
    """A value different from ``value``, of the same kind."""
    return (not value) if isinstance(value, bool) else value + 7


def _item(x):
    value = x[_first(x)]
    return value.item() if hasattr(value, "item") else value


INFERENCE_REFUSED = "Inplace update to inference tensor outside InferenceMode is not allowed."


def _write_tensor(t, value):
    """``t[first] = value``. An inference tensor refuses it outside inference mode (checked, then written inside it)."""
    if not t.is_inference():
        t[_first(t)] = value
        return
    if not torch.is_inference_mode_enabled() and not raises(lambda: t.__setitem__(_first(t), value), RuntimeError, INFERENCE_REFUSED):
        raise AssertionError("an inference tensor took a write outside inference mode")
    with torch.inference_mode():
        t[_first(t)] = value


def _shares_both_ways(t, a):
    """``a`` starts at ``t``'s address, a write through ``a`` shows up in ``t`` and one through ``t`` in ``a``."""
    if _address(a) != t.data_ptr():
        return "different address"
    old = _item(t)
    a[_first(a)] = _other(old)
    if _item(t) != _other(old):
        return "a write through the array did not reach the tensor"
    _write_tensor(t, old)
    return _item(a) == old or "a write through the tensor did not reach the array"


def _array_sees(t, a):
    """``t`` starts at the array's address and, when ``a`` is writable, sees a write into it."""
    if t.device.type != "cpu" or t.data_ptr() != _address(a):
        return f"not at the array's address ({t.device})"
    if not a.flags.writeable:
        return True
    old = _item(a)
    a[_first(a)] = _other(old)
    return _item(t) == _other(old) or "a write into the array did not reach the tensor"


def _array_copied(t, a):
    """``t`` is elsewhere and, when ``a`` is writable, keeps its value after a write into ``a``."""
    if t.data_ptr() == _address(a):
        return "same address"
    if not a.flags.writeable:
        return True
    old = _item(t)
    a[_first(a)] = _other(_item(a))
    return _item(t) == old or "a write into the array reached the tensor"


def _refused_for_grad(case):
    """The case's conversion raises the requires-grad RuntimeError, or first the TypeError of a meta device or a
    sparse layout."""
    t = case.tensor
    if t.device.type == "meta":
        return raises(case.apply, TypeError, META_MESSAGE)
    if t.layout != torch.strided:
        return raises(case.apply, TypeError, SPARSE_MESSAGE)
    return raises(case.apply, RuntimeError, GRAD_MESSAGE)


def _refused_as_labelled(convert):
    """What the labels GRAD_REFUSED_BELOW and BF16_RAISES say of ``convert``: with grad mode on, it raises the
    requires-grad RuntimeError on a leaf that requires grad (a bfloat16 one too); on a bfloat16 tensor that does not
    require grad, the TypeError."""
    return (
        torch.is_grad_enabled()
        and raises(lambda: convert(torch.ones(2, requires_grad=True)), RuntimeError, GRAD_MESSAGE)
        and raises(lambda: convert(torch.ones(2, dtype=torch.bfloat16, requires_grad=True)), RuntimeError, GRAD_MESSAGE)
        and raises(lambda: convert(torch.ones(2, dtype=torch.bfloat16)), TypeError, BFLOAT16)
    )


def _sparse_refused(convert, mode=contextlib.nullcontext):
    """On a sparse leaf that requires grad, ``convert`` raises the layout's TypeError (a case the rules leave out)."""
    sparse = torch.eye(3).to_sparse().requires_grad_()
    with mode():
        return sparse.requires_grad and raises(lambda: convert(sparse), TypeError, SPARSE_MESSAGE)


# --- Tensor.numpy() -------------------------------------------------------------------------

EMPTY_TENSOR = ("empty tensor, which holds no element to write", "空张量：它没有可写入的元素")
EMPTY_ELSEWHERE = ("empty tensor, whose array is at another address (below)", "空张量：数组的地址与它不同，见下文")
EMPTY_ELSEWHERE_ABOVE = ("empty tensor, whose array is at another address (above)", "空张量：数组的地址与它不同，见上文")
INFERENCE_WRITE = ("a write through an inference tensor, which only inference mode allows",
                   "通过推理张量写入：只有在推理模式中才允许")
SPARSE_RAISES = ("sparse tensor that requires grad, on which it raises `TypeError`", "需要梯度的稀疏张量：会抛出 `TypeError`")
GRAD_REFUSED_BELOW = ("tensor that requires grad, which it refuses with grad mode on (below)",
                      "需要梯度的张量：梯度模式开启时会被拒绝，见下文")
BF16_RAISES = ("`bfloat16` tensor, on which it raises `TypeError`", "`bfloat16` 张量：会抛出 `TypeError`")
BF16_RAISES_BELOW = ("`bfloat16` tensor, on which it raises `TypeError` (below)", "`bfloat16` 张量：会抛出 `TypeError`，见下文")
CUDA_FIRST = ("a tensor on CUDA or another accelerator: `numpy()` refuses its device first",
              "CUDA 或其他加速器上的张量：`numpy()` 先拒绝它所在的设备")


@claim(
    "numpy.numpy-shares-memory",
    snippet="numpy_shares.py",
    over=over(tensors(only=CONVERTED), ops("to-numpy", only=("t.numpy()",)), contexts(*CPU_CONTEXTS)),
    not_covered=(GRAD_REFUSED_BELOW, BF16_RAISES_BELOW, EMPTY_TENSOR, INFERENCE_WRITE),
    en="The array that `t.numpy()` returns shares memory with the CPU tensor `t`: a write through either one shows up in the other.",
    zh="`t.numpy()` 返回的数组与 CPU 张量 `t` 共享内存：无论通过哪一方写入，另一方都能看到。",
)
def _(run):
    return (
        _address(run["a"]) == run["t"].data_ptr()
        and run["t"].tolist() == [10.0, 20.0, 3.0]
        and run["a"].tolist() == [10.0, 20.0, 3.0]
        and _refused_as_labelled(lambda t: t.numpy())
        and run.each(lambda case: _shares_both_ways(case.tensor, case.apply()))
    )


@claim(
    "numpy.numpy-same-address",
    snippet="numpy_shares.py",
    over=over(tensors(only=CONVERTED), ops("to-numpy", only=("t.numpy()",)), contexts(*CPU_CONTEXTS)),
    not_covered=(GRAD_REFUSED_BELOW, BF16_RAISES_BELOW, EMPTY_ELSEWHERE),
    en="The array's data address, `a.__array_interface__[\"data\"][0]`, is `t.data_ptr()`: no copy is made.",
    zh="数组的数据地址 `a.__array_interface__[\"data\"][0]` 就是 `t.data_ptr()`：没有发生复制。",
)
def _(run):
    return (
        _address(run["a"]) == run["t"].data_ptr()
        and printed(run, "same address: True")
        and _refused_as_labelled(lambda t: t.numpy())
        and run.each(lambda case: _address(case.apply()) == case.tensor.data_ptr())
    )


EMPTY = ("empty", "empty expanded", "empty expanded with a stride 0")


@claim(
    "numpy.empty-address",
    snippet="numpy_empty.py",
    over=over(tensors(only=EMPTY), ops("to-numpy", "numpy-on-tensor", only=("t.numpy()", "np.asarray(t)")), contexts(*CPU_CONTEXTS)),
    exception_to=("numpy.numpy-same-address",),
    en="An empty tensor has `e.data_ptr()` 0, and the array from `e.numpy()` or `np.asarray(e)` has another address.",
    zh="空张量的 `e.data_ptr()` 为 0，`e.numpy()` 或 `np.asarray(e)` 得到的数组则在另一个地址上。",
)
def _(run):
    def holds(case):
        t = case.tensor
        a = case.apply()
        return t.numel() == 0 and t.data_ptr() == 0 and a.shape == tuple(t.shape) and _address(a) != t.data_ptr()

    return (
        printed(run, "e.data_ptr(): 0")
        and printed(run, "e.numpy() at e.data_ptr(): False | shape (0, 3)")
        and printed(run, "np.asarray(e) at e.data_ptr(): False | shape (0, 3)")
        and run.each(holds)
    )


@claim(
    "numpy.numpy-keeps-dtype",
    snippet="numpy_dtypes.py",
    en="`numpy()` keeps the dtype: a `float16`, `float32`, `float64`, `int8`, `uint8`, `bool` or `complex64` tensor becomes an array of the same NumPy dtype.",
    zh="`numpy()` 不改变数据类型（dtype）：`float16`、`float32`、`float64`、`int8`、`uint8`、`bool` 或 `complex64` 张量得到同名 NumPy 数据类型的数组。",
)
def _(run):
    lines = [line for line in run.output.splitlines() if "->" in line]
    pairs = [line.split(" -> ") for line in lines]
    return len(pairs) == 7 and all(left == f"torch.{right}" for left, right in pairs)


@claim(
    "numpy.bfloat16-unsupported",
    snippet="numpy_bfloat16.py",
    en="`numpy()` raises `TypeError: Got unsupported ScalarType BFloat16` on a `bfloat16` tensor that does not require grad, and `TypeError` on `float8_e4m3fn`, `float8_e5m2` and `complex32` ones: NumPy has none of these dtypes. `t.float().numpy()` converts first.",
    zh="`numpy()` 对不需要梯度的 `bfloat16` 张量抛出 `TypeError: Got unsupported ScalarType BFloat16`（不支持 BFloat16 标量类型），对 `float8_e4m3fn`、`float8_e5m2` 和 `complex32` 张量也抛出 `TypeError`：NumPy 没有这些数据类型。先用 `t.float().numpy()` 转换即可。",
)
def _(run):
    lines = run.output.splitlines()
    return (
        len(lines) == 5
        and not run["t"].requires_grad and run["t"].dtype == torch.bfloat16
        and all(": TypeError: Got unsupported ScalarType " in line and line.endswith("| in NumPy: False") for line in lines[:4])
        and lines[0].startswith("bfloat16: TypeError: Got unsupported ScalarType BFloat16 ")
        and str(run["converted"].dtype) == "float32" and lines[4] == "t.float().numpy(): float32 [0.0, 0.0]"
    )


@claim(
    "numpy.numpy-zero-dim",
    snippet="numpy_scalar.py",
    en="On the 0-d tensor `s = torch.tensor(3.5)`, `s.numpy()` returns a 0-d `ndarray` of shape `()`, and `s.item()` a Python `float`.",
    zh="对 0 维张量 `s = torch.tensor(3.5)`，`s.numpy()` 返回形状为 `()` 的 0 维 `ndarray`，`s.item()` 则返回 Python 的 `float`。",
)
def _(run):
    import numpy as np

    return (
        isinstance(run["arr"], np.ndarray)
        and run["arr"].ndim == 0
        and run["arr"].shape == ()
        and type(run["num"]) is float
        and run["num"] == 3.5
        and printed(run, "numpy(): ndarray ndim 0 shape () float32")
    )


@claim(
    "numpy.requires-grad-error",
    snippet="numpy_requires_grad.py",
    over=over(scoped(tensors("requires-grad"), CONJ_LEAF), ops("to-numpy", only=("t.numpy()",)), contexts(*GRAD_MODE)),
    exception_to=("numpy.numpy-shares-memory", "numpy.numpy-same-address"),
    not_covered=(CUDA_FIRST,),
    en="With grad mode on, `numpy()` raises `RuntimeError` on a CPU tensor that requires grad: \"Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.\"",
    zh="梯度模式开启时，对需要梯度的 CPU 张量调用 `numpy()` 会抛出 `RuntimeError`：\"Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.\"（张量需要梯度时不能调用 numpy 方法，请先调用 detach）。",
)
def _(run):
    return (
        run["w"].requires_grad
        and raised(run, RuntimeError, GRAD_MESSAGE)
        and run.each(lambda case: torch.is_grad_enabled() and raises(case.apply, RuntimeError, GRAD_MESSAGE))
    )


@claim(
    "numpy.requires-grad-meta-sparse",
    snippet="numpy_requires_grad.py",
    over=over(scoped(None, *NOT_STRIDED_CPU), ops("to-numpy", only=("t.numpy()",)), contexts(*GRAD_MODE)),
    exception_to=("numpy.requires-grad-error",),
    not_covered=(CUDA_FIRST,),
    en="On a meta or a sparse tensor that requires grad, `numpy()` raises the `TypeError` about its device or layout instead.",
    zh="对需要梯度的 meta 张量或稀疏张量，`numpy()` 抛出的则是关于其设备或布局（layout）的 `TypeError`。",
)
def _(run):
    return (
        printed(run, f"meta tensor that requires grad: TypeError: {META_MESSAGE}")
        and any(line.startswith(f"sparse tensor that requires grad: TypeError: {SPARSE_MESSAGE}")
                for line in run.output.splitlines())  # what it advises after that differs between releases
        and run.each(lambda case: torch.is_grad_enabled() and _refused_for_grad(case))
    )


@claim(
    "numpy.no-grad-converts",
    snippet="numpy_no_grad.py",
    over=over(tensors("requires-grad", "leaf", but=(BF16_LEAF,)), ops("to-numpy", only=("t.numpy()",)),
              contexts("torch.no_grad()", "inference mode", "torch.set_grad_enabled(False)")),
    exception_to=("numpy.requires-grad-error",),
    not_covered=(SPARSE_RAISES,),
    en="Under `torch.no_grad()` or `torch.inference_mode()`, `numpy()` converts a CPU leaf that requires grad into an array that shares its memory; `w.requires_grad` stays `True`.",
    zh="在 `torch.no_grad()` 或 `torch.inference_mode()` 下，`numpy()` 能把需要梯度的 CPU 叶子张量（leaf tensor）转换成与它共享内存的数组；`w.requires_grad` 不变，仍为 `True`。",
)
def _(run):
    def holds(case):
        t = case.tensor
        if not t.requires_grad:
            return "the input does not require grad"
        a = case.apply()
        if _address(a) != t.data_ptr():
            return "different address"
        a[_first(a)] = _other(_item(t))
        return _item(t) == _item(a) and t.requires_grad

    return (
        run["w"].requires_grad
        and printed(run, "same address: True True")
        and raises(lambda: torch.ones(2, dtype=torch.bfloat16).numpy(), TypeError, BFLOAT16)  # the case left out
        and _sparse_refused(lambda t: t.numpy(), torch.no_grad)
        and run.each(holds)
    )


@claim(
    "numpy.force-documented",
    snippet="numpy_force_doc.py",
    en="`numpy()` takes a keyword-only `force` argument, `False` by default; its docstring calls `force=True` equivalent to `t.detach().cpu().resolve_conj().resolve_neg().numpy()`.",
    zh="`numpy()` 有一个只能按关键字传入的参数 `force`，默认为 `False`；文档字符串（docstring）说 `force=True` 等价于 `t.detach().cpu().resolve_conj().resolve_neg().numpy()`。",
)
def _(run):
    lines = run.output.splitlines()
    return lines[0] == "numpy(*, force=False) -> numpy.ndarray" and lines[1].endswith(": True")


@claim(
    "numpy.force-shares",
    snippet="numpy_force.py",
    over=over(tensors("requires-grad", but=(BF16_LEAF,)), ops("to-numpy", only=("t.numpy(force=True)",))),
    not_covered=(("tensor with the conjugate or the negative bit, which it copies (below)",
                  "设置了共轭位或负号位的张量：它会复制，见下文"), SPARSE_RAISES),
    en="`numpy(force=True)` converts a CPU tensor that requires grad, and the array still shares its memory: a write into the array changes the tensor.",
    zh="`numpy(force=True)` 能转换需要梯度的 CPU 张量，得到的数组并非副本，仍与它共享内存：往数组里写入会改变张量。",
)
def _(run):
    def holds(case):
        t = case.tensor
        a = case.apply()
        if _address(a) != t.data_ptr():
            return "different address"
        a[_first(a)] = _other(_item(t))
        return t.requires_grad and _item(t) == _item(a)

    w = run["w"]
    return (
        _address(run["a"]) == w.data_ptr() and w.tolist() == [10.0, 2.0] and w.requires_grad
        and _sparse_refused(lambda t: t.numpy(force=True))
        and run.each(holds)
    )


@claim(
    "numpy.force-bfloat16",
    snippet="numpy_force.py",
    over=over(tensors(only=(BF16_LEAF,)), ops("to-numpy", only=("t.numpy(force=True)",))),
    exception_to=("numpy.force-shares",),
    en="With `force=True`, a `bfloat16` leaf that requires grad raises `TypeError`: \"Got unsupported ScalarType BFloat16\"; without it, grad mode on, the `RuntimeError` about grad comes first.",
    zh="传入 `force=True` 时，需要梯度的 `bfloat16` 叶子张量会抛出 `TypeError`：\"Got unsupported ScalarType BFloat16\"（不支持 BFloat16 标量类型）；不传入时，梯度模式开启下先抛出的是关于梯度的 `RuntimeError`。",
)
def _(run):
    # without force=True, grad mode on, the bfloat16 leaf meets the requires-grad RuntimeError first
    plain = raises(lambda: torch.ones(2, dtype=torch.bfloat16, requires_grad=True).numpy(), RuntimeError, GRAD_MESSAGE)
    return (
        printed(run, f"bfloat16 leaf, force=True: TypeError: {BFLOAT16}")
        and run["w"].requires_grad
        and plain
        and run.each(lambda case: case.tensor.requires_grad and raises(case.apply, TypeError, BFLOAT16))
    )


@claim(
    "numpy.force-no-version-bump",
    snippet="numpy_force.py",
    over=over(tensors("requires-grad", but=(BF16_LEAF,)), ops("to-numpy", only=("t.numpy(force=True)",))),
    not_covered=(SPARSE_RAISES,),
    en="A write through the array that `numpy(force=True)` returns for a CPU tensor does not move the tensor's version counter (`_version`, 0 here), so autograd cannot detect it.",
    zh="通过 `numpy(force=True)` 为 CPU 张量返回的数组写入，不会改变张量的版本计数器（version counter）`_version`，这里仍是 0，所以自动求导（autograd）察觉不到。",
)
def _(run):
    def holds(case):
        t = case.tensor
        before = t._version
        a = case.apply()
        a[_first(a)] = _other(_item(t))
        return t._version == before and _item(t) == _item(a)

    return (
        run["w"]._version == 0
        and run["w"].tolist()[0] == 10.0
        and printed(run, "version counter: 0")
        and raises(lambda: torch.ones(2, dtype=torch.bfloat16, requires_grad=True).numpy(force=True), TypeError, BFLOAT16)
        and _sparse_refused(lambda t: t.numpy(force=True))
        and run.each(holds)
    )


@claim(
    "numpy.bits-raise",
    snippet="numpy_bits.py",
    over=over(tensors(only=("complex with the conjugate bit",)),
              ops("to-numpy", "numpy-on-tensor", only=("t.numpy()", "np.asarray(t)", "np.array(t)")), contexts(*CPU_CONTEXTS)),
    not_covered=(GRAD_FIRST,),
    en="`numpy()`, `np.asarray` and `np.array` raise `RuntimeError` on a tensor with the conjugate bit set: \"Can't call numpy() on Tensor that has conjugate bit set. Use tensor.resolve_conj().numpy() instead.\"",
    zh="对设置了共轭位（conjugate bit）的张量，`numpy()`、`np.asarray` 和 `np.array` 都会抛出 `RuntimeError`：\"Can't call numpy() on Tensor that has conjugate bit set. Use tensor.resolve_conj().numpy() instead.\"（有共轭位时不能调用 numpy 方法，请先调用 resolve_conj）。",
)
def _(run):
    return (
        printed(run, f"c: is_conj() True, is_neg() False; RuntimeError: {CONJ_MESSAGE}")
        and run.each(lambda case: case.tensor.is_conj() and raises(case.apply, RuntimeError, CONJ_MESSAGE))
    )


@claim(
    "numpy.bits-raise-neg",
    snippet="numpy_bits.py",
    over=over(tensors(only=("negative bit",)),
              ops("to-numpy", "numpy-on-tensor", only=("t.numpy()", "np.asarray(t)", "np.array(t)")), contexts(*CPU_CONTEXTS)),
    not_covered=(GRAD_FIRST,),
    en="`numpy()`, `np.asarray` and `np.array` raise `RuntimeError` on a tensor with the negative bit set: \"Can't call numpy() on Tensor that has negative bit set. Use tensor.resolve_neg().numpy() instead.\"",
    zh="对设置了负号位的张量，`numpy()`、`np.asarray` 和 `np.array` 都会抛出 `RuntimeError`：\"Can't call numpy() on Tensor that has negative bit set. Use tensor.resolve_neg().numpy() instead.\"（有负号位时不能调用 numpy 方法，请先调用 resolve_neg）。",
)
def _(run):
    return (
        printed(run, f"n: is_conj() False, is_neg() True; RuntimeError: {NEG_MESSAGE}")
        and run.each(lambda case: case.tensor.is_neg() and raises(case.apply, RuntimeError, NEG_MESSAGE))
    )


@claim(
    "numpy.force-conj-copies",
    snippet="numpy_force_conj.py",
    over=over(scoped(tensors(only=("complex with the conjugate bit", "negative bit")), "conjugate of a leaf that requires grad"),
              ops("to-numpy", only=("t.numpy(force=True)",))),
    en="With the conjugate or the negative bit set, `force=True` copies: the array holds the resolved values at a new address.",
    zh="设置了共轭位或负号位时，`force=True` 会复制：数组装的是已解析的取值，地址与张量不同。",
)
def _(run):
    def holds(case):
        t = case.tensor
        a = case.apply()
        return (t.is_conj() or t.is_neg()) and _address(a) != t.data_ptr() and a.tolist() == t.tolist()

    return (
        run["c"].is_conj()
        and _address(run["a"]) != run["c"].data_ptr()
        and run["a"].tolist() == [1 - 2j, 3 + 1j]
        and run["n"].is_neg()
        and run["b"].tolist() == run["n"].tolist()
        and run.each(holds)
    )


@claim(
    "numpy.meta-typeerror",
    snippet="numpy_meta.py",
    over=over(tensors(but=("from_numpy",) + NOT_BUILT_UNDER_META), ops("to-numpy", only=("t.numpy()",)),
              contexts("input made under default device meta")),
    not_covered=(("tensors that stay on the CPU under a default device meta: from `torch.from_numpy` (below) or `torch.from_file`",
                  "在默认设备 meta 下仍留在 CPU 上的张量：由 `torch.from_numpy`（见下文）或 `torch.from_file` 得到",
                  ("from_numpy", FROM_FILE)),
                 ("tensors in shared memory: `share_memory_()` raises on a meta tensor",
                  "位于共享内存中的张量：`share_memory_()` 对 meta 张量会抛出错误", SHARED)),
    en="`numpy()` raises `TypeError` on a meta tensor: \"can't convert meta device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.\"",
    zh="对 meta 张量调用 `numpy()` 会抛出 `TypeError`：\"can't convert meta device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.\"（转换 meta 张量失败，请先用 Tensor.cpu 把它复制到主机内存）。",
)
def _(run):
    def build_under_meta(name):
        with torch.device("meta"):
            return next(c for c in TENSORS if c.name == name).build()

    # the cases left out: built under a default device meta, two stay on the CPU, two cannot be built
    return (
        build_under_meta("from_numpy").device.type == "cpu"
        and build_under_meta(FROM_FILE).device.type == "cpu"
        and all(raises(lambda: build_under_meta(name), RuntimeError) for name in SHARED)
        and raises(lambda: torch.ones(2, device="meta").share_memory_(), RuntimeError)
        and run["m"].device.type == "meta"
        and raised(run, TypeError, META_MESSAGE)
        and run.each(lambda case: case.tensor.device.type == "meta" and raises(case.apply, TypeError, META_MESSAGE))
    )


@claim(
    "numpy.meta-from-numpy",
    snippet="numpy_meta.py",
    over=over(tensors(only=("from_numpy",)), ops("to-numpy", only=("t.numpy()",)), contexts("input made under default device meta")),
    exception_to=("numpy.meta-typeerror",),
    en="A tensor that `torch.from_numpy` makes under a default device meta stays on the CPU, and `numpy()` converts it.",
    zh="在默认设备为 meta 时由 `torch.from_numpy` 得到的张量仍在 CPU 上，`numpy()` 能转换它。",
)
def _(run):
    return (
        run["f"].device.type == "cpu"
        and printed(run, "torch.from_numpy under a default device meta: cpu | f.numpy(): [0. 1. 2.]")
        and run.each(lambda case: case.tensor.device.type == "cpu" and _shares_both_ways(case.tensor, case.apply()))
    )


# --- np.array / np.asarray on a tensor ------------------------------------------------------


@claim(
    "numpy.np-array-copies",
    snippet="np_array_vs_asarray.py",
    over=over(tensors(only=CONVERTED), ops("numpy-on-tensor", only=("np.array(t)",))),
    not_covered=(GRAD_REFUSED_BELOW, BF16_RAISES),
    en="`np.array(t)` copies the tensor: the array has its own address and keeps the old values after `t` changes.",
    zh="`np.array(t)` 会复制张量：得到的数组有自己的地址，`t` 改变之后它仍保持原来的值。",
)
def _(run):
    def holds(case):
        t = case.tensor
        a = case.apply()
        if _address(a) == t.data_ptr():
            return "same address"
        old = _item(t)
        _write_tensor(t, _other(old))
        return _item(a) == old or "a write through the tensor reached the array"

    return (
        _address(run["copied"]) != run["t"].data_ptr()
        and run["copied"].tolist() == [1.0, 2.0, 3.0]
        and _refused_as_labelled(__import__("numpy").array)
        and run.each(holds)
    )


@claim(
    "numpy.np-asarray-shares",
    snippet="np_array_vs_asarray.py",
    over=over(tensors(only=CONVERTED), ops("numpy-on-tensor", only=("np.asarray(t)",))),
    not_covered=(GRAD_REFUSED_BELOW, BF16_RAISES, EMPTY_ELSEWHERE_ABOVE, INFERENCE_WRITE),
    en="`np.asarray(t)` shares memory with the CPU tensor `t`: same address as `t.data_ptr()`, and a write through either one shows up in the other.",
    zh="`np.asarray(t)` 与 CPU 张量 `t` 共享内存：地址与 `t.data_ptr()` 相同，通过其中一方写入，另一方都能看到。",
)
def _(run):
    return (
        _address(run["shared"]) == run["t"].data_ptr()
        and run["shared"].tolist() == [10.0, 2.0, 3.0]
        and _refused_as_labelled(__import__("numpy").asarray)
        and run.each(lambda case: _shares_both_ways(case.tensor, case.apply()))
    )


def _numpy_at_least(major, minor):
    import numpy as np

    return tuple(int(part) for part in np.__version__.split(".")[:2]) >= (major, minor)


@claim(
    "numpy.np-array-deprecation",
    snippet="np_array_warning.py",
    over=over(tensors(only=CONVERTED), ops("numpy-on-tensor", only=("np.array(t)",))),
    en="With NumPy 2.1 or later, `np.array(t)` emits a `DeprecationWarning` that starts `__array__ implementation doesn't accept a copy keyword, so passing copy=False failed.`",
    zh="在 NumPy 2.1 及更高版本下，`np.array(t)` 会发出 `DeprecationWarning`，开头是 `__array__ implementation doesn't accept a copy keyword, so passing copy=False failed.`（数组转换方法不接受 copy 参数，传入 copy=False 失败）。",
    needs={"numpy": ">=2.1"},
)
def _(run):
    def holds(case):
        case.apply()
        return [c for c, m in case.warnings] == ["DeprecationWarning"] and case.warnings[0][1].startswith(DEPRECATION)

    lines = run.output.splitlines()
    # one warning, printed after the "np.array(t):" label
    return (
        _numpy_at_least(2, 1)
        and len(lines) == 4
        and lines[2] == "np.array(t):"
        and warned(run, "DeprecationWarning", DEPRECATION)
        and len(warnings_of(run)) == 1
        and warnings_of(run)[0][1].startswith(DEPRECATION)
        and run.each(holds)
    )


@claim(
    "numpy.np-asarray-no-warning",
    snippet="np_array_warning.py",
    over=over(tensors(only=CONVERTED), ops("numpy-on-tensor", only=("np.asarray(t)",))),
    en="The cause is `Tensor.__array__`, which takes no `copy` keyword; `np.asarray(t)` emits no warning.",
    zh="原因在于 `Tensor.__array__` 不接受 `copy` 关键字参数；`np.asarray(t)` 不发出警告。",
    needs={"numpy": ">=2.1"},
)
def _(run):
    lines = run.output.splitlines()
    # the signature line, then nothing between the "np.asarray(t):" and "np.array(t):" labels
    return (
        _numpy_at_least(2, 1)
        and lines[:3] == ["Tensor.__array__ takes copy: False", "np.asarray(t):", "np.array(t):"]
        and run.each(lambda case: (case.apply() is not None and case.warnings == []) or f"warned {case.warnings}")
    )


@claim(
    "numpy.np-requires-grad",
    snippet="np_requires_grad.py",
    over=over(scoped(tensors("requires-grad"), *NOT_STRIDED_CPU, CONJ_LEAF), ops("numpy-on-tensor", only=("np.asarray(t)", "np.array(t)")),
              contexts(*GRAD_MODE)),
    exception_to=("numpy.np-array-copies", "numpy.np-asarray-shares"),
    en="With grad mode on, `np.array` and `np.asarray` refuse a tensor that requires grad with the same error as `numpy()`.",
    zh="梯度模式开启时，`np.array` 和 `np.asarray` 都拒绝需要梯度的张量，抛出的错误与 `numpy()` 相同。",
)
def _(run):
    errors = run["errors"]
    return (
        set(errors) == {"array", "asarray"}
        and all(message == GRAD_MESSAGE for message in errors.values())
        and run.each(_refused_for_grad)
    )


@claim(
    "numpy.np-array-copy-false",
    snippet="np_array_copy_false.py",
    over=over(tensors(only=CONVERTED), ops("numpy-on-tensor", only=("np.array(t, copy=False)",))),
    en="With NumPy 2, `np.array(t, copy=False)` means \"never copy\" and raises `ValueError: Unable to avoid copy while creating an array as requested.`; `np.asarray(t)` shares instead.",
    zh="在 NumPy 2 下，`np.array(t, copy=False)` 的含义是“绝不复制”，会抛出 `ValueError: Unable to avoid copy while creating an array as requested.`（无法按要求在不复制的情况下创建数组）；改用 `np.asarray(t)` 即可共享内存。",
    needs={"numpy": ">=2"},
)
def _(run):
    import numpy as np

    message = "Unable to avoid copy while creating an array as requested."
    return (
        int(np.__version__.split(".")[0]) >= 2
        and _address(run["shared"]) == run["t"].data_ptr()
        and raised(run, ValueError, message)
        and run.each(lambda case: raises(case.apply, ValueError, message))
    )


# --- NumPy to torch -------------------------------------------------------------------------


def _row(run, name, same, sees, dtype):
    """The row of the computed table: in the snippet's results and in the printed Markdown."""
    mark = lambda ok: "✓" if ok else "✗"  # noqa: E731
    line = f"| `{name}` | {mark(same)} | {mark(sees)} | `{dtype}` |"
    got = run["results"][name]
    return got[0] is same and got[1] is sees and str(got[2]) == dtype and line in run.output.splitlines()


READ_ONLY_WRITE = ("a write into a read-only array, which NumPy refuses", "往只读数组里写入：NumPy 不允许")
OTHER_DEFAULT_DEVICE = ("a default device other than the CPU", "CPU 以外的默认设备")
EMPTY_ARRAY = ("empty array, which holds no element", "空数组：它没有元素")
# Arrays no conversion takes (each call refuses them), named on the Not covered line of the rules on conversions.
REFUSED = (("arrays refused with `ValueError`: a negative stride or another byte order (below), a structured-array field",
            "以 `ValueError` 拒绝的数组：步幅为负或字节序不同（见下文）、结构化数组的字段"),
           ("arrays of a dtype torch lacks, such as `object` or `np.longdouble`, refused with `TypeError`",
            "torch 没有对应数据类型的数组，例如 `object` 或 `np.longdouble`：以 `TypeError` 拒绝"))


@claim(
    "numpy.from-numpy-shares",
    snippet="sharing_table.py",
    over=over(tensors("ndarray", only=TAKEN), ops("from-array", only=("torch.from_numpy(t)",)), contexts()),
    not_covered=(READ_ONLY_WRITE, EMPTY_ARRAY, *REFUSED),
    en="`torch.from_numpy(a)` shares the array's memory, whatever the default device: same address, and the tensor sees a write into the array.",
    zh="`torch.from_numpy(a)` 在任何默认设备下都与数组共享内存：地址相同，往数组里写入，张量也能看到。",
)
def _(run):
    return _row(run, "torch.from_numpy(a)", True, True, "torch.float32") and run.each(
        lambda case: _array_sees(case.apply(), case.tensor)
    )


@claim(
    "numpy.tensor-copies",
    snippet="sharing_table.py",
    over=over(tensors("ndarray", only=TAKEN), ops("from-array", only=("torch.tensor(t)",)), contexts(*CPU_CONTEXTS)),
    not_covered=(OTHER_DEFAULT_DEVICE, *REFUSED),
    en="`torch.tensor(a)` copies the array: a new address, and a later write into the array does not reach the tensor.",
    zh="`torch.tensor(a)` 会复制数组：地址是新的，之后对数组的写入不会影响张量。",
)
def _(run):
    return _row(run, "torch.tensor(a)", False, False, "torch.float32") and run.each(
        lambda case: _array_copied(case.apply(), case.tensor)
    )


@claim(
    "numpy.as-tensor-shares",
    snippet="sharing_table.py",
    over=over(tensors("ndarray", only=TAKEN), ops("from-array", only=("torch.as_tensor(t)",)), contexts(*CPU_CONTEXTS)),
    not_covered=(READ_ONLY_WRITE, EMPTY_ARRAY, *REFUSED),
    en="While the default device is the CPU, `torch.as_tensor(a)` with no other argument shares the array's memory, like `torch.from_numpy(a)`.",
    zh="只要默认设备是 CPU，不带其他参数的 `torch.as_tensor(a)` 就与数组共享内存，和 `torch.from_numpy(a)` 一样。",
)
def _(run):
    return _row(run, "torch.as_tensor(a)", True, True, "torch.float32") and run.each(
        lambda case: _array_sees(case.apply(), case.tensor)
    )


@claim(
    "numpy.as-tensor-dtype-copies",
    snippet="sharing_table.py",
    en="`torch.as_tensor(a, dtype=torch.float64)` on the float32 array `a` copies: the tensor gets a new address and does not see later writes.",
    zh="对 float32 数组 `a` 调用 `torch.as_tensor(a, dtype=torch.float64)` 会复制：张量的地址是新的，也看不到之后对数组的写入。",
)
def _(run):
    return _row(run, "torch.as_tensor(a, dtype=torch.float64)", False, False, "torch.float64")


@claim(
    "numpy.read-only-warns",
    snippet="read_only.py",
    over=over(tensors("ndarray", "read-only"),
              ops("from-array", only=("torch.from_numpy(t)", "torch.as_tensor(t)", "torch.asarray(t)")), contexts(*CPU_CONTEXTS)),
    not_covered=(OTHER_DEFAULT_DEVICE,),
    en="While the default device is the CPU, `torch.from_numpy`, `torch.as_tensor` and `torch.asarray` share a read-only array's memory anyway and warn with a `UserWarning` that starts `The given NumPy array is not writable, and PyTorch does not support non-writable tensors.`",
    zh="只要默认设备是 CPU，`torch.from_numpy`、`torch.as_tensor` 和 `torch.asarray` 就照样与只读数组共享内存，并发出 `UserWarning`，开头是 `The given NumPy array is not writable, and PyTorch does not support non-writable tensors.`（给定的 NumPy 数组不可写，而 PyTorch 不支持不可写的张量）。",
)
def _(run):
    def holds(case):
        a = case.tensor
        t = case.apply()
        return (
            t.data_ptr() == _address(a)
            and [c for c, m in case.warnings] == ["UserWarning"]
            and case.warnings[0][1].startswith(READ_ONLY)
        )

    warned_by = run["warned"]
    return all(warned_by[name] == [f"UserWarning: {READ_ONLY}"] for name in ("from_numpy", "as_tensor", "asarray")) and run.each(holds)


@claim(
    "numpy.read-only-zero-dim",
    snippet="read_only_zero_dim.py",
    over=over(scoped(None, "read-only 0-d array"),
              ops("from-array", only=("torch.from_numpy(t)", "torch.as_tensor(t)", "torch.asarray(t)"))),
    exception_to=("numpy.read-only-warns",),
    en="On a read-only 0-d array, `torch.asarray` copies instead of sharing, and still warns.",
    zh="对只读的 0 维数组，`torch.asarray` 不共享内存而是复制，但照样发出警告。",
)
def _(run):
    def holds(case):
        a = case.tensor
        t = case.apply()
        shares = t.data_ptr() == _address(a)
        return (
            a.ndim == 0 and not a.flags.writeable
            and shares is (case.op.name != "torch.asarray(t)")
            and t.item() == a.item()
            and [c for c, m in case.warnings] == ["UserWarning"]
            and case.warnings[0][1].startswith(READ_ONLY)
        )

    return (
        printed(run, "torch.asarray(z): same address False | value 3.5")
        and printed(run, f"warnings: ['UserWarning: {READ_ONLY}']")
        and run.each(holds)
    )


@claim(
    "numpy.read-only-tensor-copies",
    snippet="read_only.py",
    over=over(tensors("ndarray", "read-only"), ops("from-array", only=("torch.tensor(t)",))),
    en="`torch.tensor` copies a read-only array without a warning.",
    zh="`torch.tensor` 复制只读数组，不发出警告。",
)
def _(run):
    def holds(case):
        a = case.tensor
        t = case.apply()
        return t.data_ptr() != _address(a) and case.warnings == []

    return run["warned"]["tensor"] == [] and printed(run, "tensor: same address False; warnings: none") and run.each(holds)


@claim(
    "numpy.read-only-once",
    snippet="read_only_once.py",
    en="Without `torch.set_warn_always(True)`, torch shows this warning once per process: after the first `torch.from_numpy`, the later calls on the read-only array emit nothing.",
    zh="不调用 `torch.set_warn_always(True)` 时，torch 每个进程只发出一次这条警告：第一次调用 `torch.from_numpy` 之后，再对这个只读数组调用都不再发出警告。",
)
def _(run):
    return run.output.splitlines() == [
        "from_numpy: 1 warning(s)", "as_tensor: 0 warning(s)", "asarray: 0 warning(s)", "from_numpy: 0 warning(s)",
    ]


# --- uint16, uint32 and uint64 arrays -------------------------------------------------------

UNSIGNED = ("uint16", "uint32", "uint64")


def _add_errors(run, exception):
    """``t + 1`` raised exactly ``exception`` with the "add_stub" message on each unsigned tensor, as printed."""
    errors = {str(dtype): error for dtype, error in run["errors"].items()}
    if sorted(errors) != [f"torch.{name}" for name in UNSIGNED]:
        return False
    for name in UNSIGNED:
        error, message = errors[f"torch.{name}"], f"\"add_stub\" not implemented for 'U{name[1:].capitalize()}'"
        if type(error) is not exception or str(error) != message:
            return False
        if not printed(run, f"torch.{name}: t + 1 raises {exception.__name__}: {message}"):
            return False
    return True


@claim(
    "numpy.from-numpy-unsigned",
    snippet="unsigned_arrays.py",
    en="`torch.from_numpy(a)` turns a `uint16`, `uint32` or `uint64` array into a tensor of the same dtype that shares the array's memory.",
    zh="`torch.from_numpy(a)` 把 `uint16`、`uint32` 或 `uint64` 数组变成数据类型相同、与数组共享内存的张量。",
)
def _(run):
    arrays, tensors_ = run["arrays"], run["tensors"]
    return sorted(arrays) == list(UNSIGNED) and all(
        tensors_[name].dtype == getattr(torch, name)
        and tensors_[name].data_ptr() == _address(arrays[name])
        and tensors_[name].tolist() == [10, 2, 3]
        and printed(run, f"{name}: torch.{name}, same address True, after a[0] = 10: [10, 2, 3]")
        for name in UNSIGNED
    )


@claim(
    "numpy.unsigned-add-runtime-error",
    snippet="unsigned_add.py",
    torch="<2.8",
    en="`t + 1` on a `torch.uint16`, `torch.uint32` or `torch.uint64` tensor raises `RuntimeError`: `\"add_stub\" not implemented for 'UInt16'` for the first, with UInt32 and UInt64 for the others ([pytorch/pytorch#155470](https://github.com/pytorch/pytorch/pull/155470)).",
    zh="对 `torch.uint16`、`torch.uint32` 或 `torch.uint64` 张量执行 `t + 1` 会抛出 `RuntimeError`：第一种是 `\"add_stub\" not implemented for 'UInt16'`（没有为 UInt16 实现 add_stub），另外两种换成 UInt32 和 UInt64（[pytorch/pytorch#155470](https://github.com/pytorch/pytorch/pull/155470)）。",
)
def _(run):
    return _add_errors(run, RuntimeError)


@claim(
    "numpy.unsigned-add-not-implemented",
    snippet="unsigned_add.py",
    torch=">=2.8",
    en="`t + 1` on a `torch.uint16`, `torch.uint32` or `torch.uint64` tensor raises `NotImplementedError`, a subclass of `RuntimeError`: `\"add_stub\" not implemented for 'UInt16'` for the first, with UInt32 and UInt64 for the others ([pytorch/pytorch#155470](https://github.com/pytorch/pytorch/pull/155470)).",
    zh="对 `torch.uint16`、`torch.uint32` 或 `torch.uint64` 张量执行 `t + 1` 会抛出 `NotImplementedError`，它是 `RuntimeError` 的子类：第一种是 `\"add_stub\" not implemented for 'UInt16'`（没有为 UInt16 实现 add_stub），另外两种换成 UInt32 和 UInt64，见 [pytorch/pytorch#155470](https://github.com/pytorch/pytorch/pull/155470)。",
)
def _(run):
    return issubclass(NotImplementedError, RuntimeError) and _add_errors(run, NotImplementedError)


@claim(
    "numpy.unsigned-convert",
    snippet="unsigned_convert.py",
    en="To compute with the `uint64` tensor `t`, convert it first: `t.to(torch.int64)` copies it into an `int64` tensor, and `t.to(torch.int64) + 1` works.",
    zh="要用 `uint64` 张量 `t` 做计算，先转换它：`t.to(torch.int64)` 把它复制成 `int64` 张量，`t.to(torch.int64) + 1` 可以正常执行。",
)
def _(run):
    return (
        run["t"].dtype == torch.uint64
        and run["wide"].dtype == torch.int64
        and run["wide"].data_ptr() != _address(run["a"])
        and printed(run, "t.to(torch.int64) + 1: [2, 3, 0]")
    )


@claim(
    "numpy.unsigned-view",
    snippet="unsigned_convert.py",
    en="`torch.from_numpy(a.astype(np.int64))` copies too, while `torch.from_numpy(a.view(np.int64))` reinterprets the same bytes as `int64` and shares the array's memory.",
    zh="`torch.from_numpy(a.astype(np.int64))` 同样会复制，而 `torch.from_numpy(a.view(np.int64))` 把同样的字节重新解释为 `int64`，与数组共享内存。",
)
def _(run):
    address = _address(run["a"])
    return (
        run["copied"].dtype == run["viewed"].dtype == torch.int64
        and run["copied"].data_ptr() != address
        and run["viewed"].data_ptr() == address
        and printed(run, "torch.from_numpy(a.view(np.int64)): [1, 2, -1] | same address: True")
    )


@claim(
    "numpy.unsigned-int64-wraps",
    snippet="unsigned_convert.py",
    en="A `uint64` value that `int64` cannot hold changes: `t.to(torch.int64)`, `a.astype(np.int64)` and `a.view(np.int64)` each turn `2**64 - 1` into -1.",
    zh="`int64` 容纳不下的 `uint64` 值会变成另一个数：`t.to(torch.int64)`、`a.astype(np.int64)` 和 `a.view(np.int64)` 都把 `2**64 - 1` 变成 -1。",
)
def _(run):
    return (
        int(run["a"][-1]) == 2**64 - 1
        and all(run[name].tolist() == [1, 2, -1] for name in ("wide", "copied", "viewed"))
    )


NEGATIVE = ("At least one stride in the given numpy array is negative, and tensors with negative strides are not "
            "currently supported.")
BYTE_ORDER = ("given numpy array has byte order different from the native byte order. Conversion between byte orders "
              "is currently not supported.")


@claim(
    "numpy.negative-stride",
    snippet="refused_arrays.py",
    over=over(tensors("ndarray", "negative-stride"), ops("from-array"), contexts()),
    en="`torch.from_numpy`, `torch.as_tensor`, `torch.asarray` and even `torch.tensor` raise `ValueError` on an array with a negative stride: \"At least one stride in the given numpy array is negative, and tensors with negative strides are not currently supported.\"",
    zh="`torch.from_numpy`、`torch.as_tensor`、`torch.asarray` 乃至 `torch.tensor` 遇到步幅（stride）为负的数组都会抛出 `ValueError`：\"At least one stride in the given numpy array is negative, and tensors with negative strides are not currently supported.\"（目前不支持负步幅）。",
)
def _(run):
    return (
        len(run["errors"]["negative stride"]) == 1
        and next(iter(run["errors"]["negative stride"])).startswith(NEGATIVE)
        and run.each(lambda case: raises(case.apply, ValueError, NEGATIVE))
    )


@claim(
    "numpy.byte-order",
    snippet="refused_arrays.py",
    over=over(tensors("ndarray", "non-native-byte-order"), ops("from-array"), contexts()),
    en="All four raise `ValueError` on an array in the other byte order, such as `np.arange(1.0, 7.0).astype(\">f8\")` here: \"given numpy array has byte order different from the native byte order. Conversion between byte orders is currently not supported.\"",
    zh="对另一种字节序的数组，例如这里的 `np.arange(1.0, 7.0).astype(\">f8\")`，这四个函数也抛出 `ValueError`：\"given numpy array has byte order different from the native byte order. Conversion between byte orders is currently not supported.\"（字节序与本机不同，目前不支持转换）。",
)
def _(run):
    import sys

    return (
        sys.byteorder == "little"
        and run["errors"]["big-endian"] == {BYTE_ORDER}
        and run.each(lambda case: raises(case.apply, ValueError, BYTE_ORDER))
    )


@claim(
    "numpy.from-numpy-both-ways",
    snippet="from_numpy_both_ways.py",
    en="The sharing works in both directions: `t.add_(1)` on `t = torch.from_numpy(a)` changes the array `a`.",
    zh="这种共享是双向的：对 `t = torch.from_numpy(a)` 调用 `t.add_(1)`，数组 `a` 也会跟着改变。",
)
def _(run):
    return run["a"].tolist() == [2.0, 3.0, 4.0] and _address(run["a"]) == run["t"].data_ptr()


@claim(
    "numpy.as-tensor-default-device",
    snippet="as_tensor_device.py",
    over=over(tensors("ndarray", only=TAKEN), ops("from-array", only=("torch.from_numpy(t)", "torch.as_tensor(t)")), contexts()),
    en="`torch.as_tensor(a)` puts its result on the default device, while `torch.from_numpy(a)` always returns a CPU tensor.",
    zh="`torch.as_tensor(a)` 把结果放在默认设备上，而 `torch.from_numpy(a)` 无论默认设备是什么都返回 CPU 张量。",
)
def _(run):
    def holds(case):
        expected = "cpu" if case.op.name == "torch.from_numpy(t)" else torch.empty(0).device.type
        return case.apply().device.type == expected

    return run["t"].device.type == "meta" and run["f"].device.type == "cpu" and run.each(holds)


# --- writes through NumPy and autograd ------------------------------------------------------


@claim(
    "numpy.write-invisible-to-autograd",
    snippet="numpy_invisible.py",
    over=over(tensors("requires-grad", but=(BF16_LEAF,))),
    en="A write through `w.detach().numpy()` leaves `w._version` where it was, so autograd does not see it.",
    zh="通过 `w.detach().numpy()` 写入后，`w._version` 保持原值，所以自动求导察觉不到。",
)
def _(run):
    def holds(case):
        t = case.tensor
        before = t._version
        a = t.detach().numpy()
        a[_first(a)] = _other(_item(t))
        return t._version == before and _item(t) == _item(a)

    w = run["w"]
    return (
        _address(run["a"]) == w.data_ptr()
        and w._version == 0
        and raises(lambda: torch.ones(2, dtype=torch.bfloat16).numpy(), TypeError, BFLOAT16)  # the case left out
        and run.each(holds)
    )


@claim(
    "numpy.write-invisible-backward",
    snippet="numpy_invisible.py",
    en="Here, after `a[0] = 10.0`, `w._version` is still 0, and `backward()` through a graph that saved `w` runs on the changed values without error.",
    zh="这里执行 `a[0] = 10.0` 之后，`w._version` 仍是 0，沿保存了 `w` 的计算图（autograd graph）调用 `backward()` 不出错，用的是修改后的值。",
)
def _(run):
    w = run["w"]
    return (
        _address(run["a"]) == w.data_ptr()
        and w._version == 0
        and w.tolist() == [10.0, 2.0]
        and equal(w.grad, 2 * w.detach())  # the gradient of the changed values, with no error
    )


@claim(
    "numpy.write-through-torch-detected",
    snippet="numpy_invisible.py",
    en="The same write made by torch, `v.detach()[0] = 10.0`, bumps `v._version` to 1, and `backward()` raises `RuntimeError`: \"one of the variables needed for gradient computation has been modified by an inplace operation\".",
    zh="同样的写入若由 torch 完成（`v.detach()[0] = 10.0`），`v._version` 会变成 1，随后 `backward()` 抛出 `RuntimeError`：\"one of the variables needed for gradient computation has been modified by an inplace operation\"（计算梯度所需的某个变量已被原地修改）。",
)
def _(run):
    return (
        run["v"]._version == 1
        and run["v"].grad is None
        and run["message"].startswith("one of the variables needed for gradient computation has been modified by an inplace operation")
    )


# --- at a glance ----------------------------------------------------------------------------


@claim(
    "numpy.choosing",
    snippet="choosing_table.py",
    not_covered=(("an array `a` with a negative stride or in another byte order, refused with `ValueError`",
                  "步幅为负或字节序不同的数组 `a`：以 `ValueError` 拒绝"),),
    en="For a float32 CPU tensor `t` that does not require grad and a float32 array `a`, with the CPU as default device, `t.numpy()`, `np.asarray(t)`, `torch.from_numpy(a)` and `torch.as_tensor(a)` share memory with their source; `np.array(t)` and `torch.tensor(a)` copy.",
    zh="对不需要梯度的 float32 CPU 张量 `t` 和 float32 数组 `a`，在默认设备为 CPU 时，`t.numpy()`、`np.asarray(t)`、`torch.from_numpy(a)` 和 `torch.as_tensor(a)` 与来源共享内存；`np.array(t)` 和 `torch.tensor(a)` 则会复制。",
)
def _(run):
    import numpy as np

    results = run["results"]
    shares = {"t.numpy()", "np.asarray(t)", "torch.from_numpy(a)", "torch.as_tensor(a)"}
    flipped = np.arange(3, dtype=np.float32)[::-1]
    swapped = np.arange(3, dtype=np.float32).astype(">f4")
    refused = all(raises(lambda: convert(a), ValueError) for a in (flipped, swapped)
                  for convert in (torch.from_numpy, torch.as_tensor, torch.tensor))  # the label on the line under it
    return (
        run["default_device"] == "cpu"
        and refused
        and set(results) == shares | {"np.array(t)", "torch.tensor(a)"}
        and all(results[call] == ((True, True) if call in shares else (False, False)) for call in results)
        and all(printed(run, f"| `{call}` | {'✓' if s else '✗'} | {'✓' if v else '✗'} |") for call, (s, v) in results.items())
    )
