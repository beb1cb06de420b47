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
    "broadcast array",
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


def _write_tensor(t, value):
    """``t[first] = value``, allowed on an inference tensor too."""
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


# --- Tensor.numpy() -------------------------------------------------------------------------


@claim(
    "numpy.numpy-shares-memory",
    snippet="numpy_shares.py",
    over=over(tensors(only=CONVERTED), ops("to-numpy", only=("t.numpy()",)), contexts(*CPU_CONTEXTS)),
    en="`t.numpy()` shares memory with every CPU tensor it converts that holds at least one element, whatever its strides or dtype (views, transposed, expanded and 0-d tensors, integer, `bool` and `float16` ones, inference tensors): a write through the array shows up in the tensor, and a write through the tensor shows up in the array.",
    zh="`t.numpy()` 能转换的 CPU 张量，只要至少有一个元素，无论步幅（stride）和数据类型（dtype）如何（视图（view）、转置张量、扩展张量、0 维张量，整数、`bool` 和 `float16` 张量，推理张量（inference tensor）），得到的数组都与它共享内存：通过数组写入，张量里能看到；通过张量写入，数组里也能看到。",
)
def _(run):
    return (
        _address(run["a"]) == run["t"].data_ptr()
        and run["t"].tolist() == [10.0, 20.0, 3.0]
        and run["a"].tolist() == [10.0, 20.0, 3.0]
        and run.each(lambda case: _shares_both_ways(case.tensor, case.apply()))
    )


@claim(
    "numpy.numpy-same-address",
    snippet="numpy_shares.py",
    over=over(tensors(only=CONVERTED), ops("to-numpy", only=("t.numpy()",)), contexts(*CPU_CONTEXTS)),
    en="For each of these tensors the array's data address (`a.__array_interface__[\"data\"][0]`) is exactly `t.data_ptr()`: no copy is made.",
    zh="对这些张量中的每一个，数组的数据地址（`a.__array_interface__[\"data\"][0]`）都正是 `t.data_ptr()`：没有发生复制。",
)
def _(run):
    return (
        _address(run["a"]) == run["t"].data_ptr()
        and printed(run, "same address: True")
        and run.each(lambda case: _address(case.apply()) == case.tensor.data_ptr())
    )


@claim(
    "numpy.numpy-keeps-dtype",
    snippet="numpy_dtypes.py",
    en="`numpy()` keeps the element type: `float16`, `float32`, `float64`, `int8`, `uint8`, `bool` and `complex64` tensors become arrays of the NumPy dtype of the same name.",
    zh="`numpy()` 不改变元素类型：`float16`、`float32`、`float64`、`int8`、`uint8`、`bool` 和 `complex64` 张量得到的数组，其数据类型是 NumPy 中同名的类型。",
)
def _(run):
    lines = [line for line in run.output.splitlines() if "->" in line]
    pairs = [line.split(" -> ") for line in lines]
    return len(pairs) == 7 and all(left == f"torch.{right}" for left, right in pairs)


@claim(
    "numpy.bfloat16-unsupported",
    snippet="numpy_bfloat16.py",
    en="NumPy has no `bfloat16`, `float8_e4m3fn`, `float8_e5m2` or `complex32`, and `numpy()` on a tensor of each of these dtypes raises `TypeError` (\"Got unsupported ScalarType BFloat16\" for the first).",
    zh="NumPy 没有 `bfloat16`、`float8_e4m3fn`、`float8_e5m2` 和 `complex32` 这些数据类型，对这几种数据类型的张量调用 `numpy()` 都会抛出 `TypeError`（第一种的错误信息是 \"Got unsupported ScalarType BFloat16\"，即不支持 BFloat16 这种标量类型）。",
)
def _(run):
    lines = run.output.splitlines()
    return (
        len(lines) == 4
        and all(": TypeError: Got unsupported ScalarType " in line and line.endswith("| in NumPy: False") for line in lines)
        and lines[0].startswith("bfloat16: TypeError: Got unsupported ScalarType BFloat16 ")
    )


@claim(
    "numpy.numpy-zero-dim",
    snippet="numpy_scalar.py",
    en="On the 0-dim tensor `s = torch.tensor(3.5)`, `s.numpy()` returns a 0-dimensional `ndarray` (shape `()`), whereas `s.item()` returns a Python `float`.",
    zh="对 0 维张量 `s = torch.tensor(3.5)`，`s.numpy()` 返回一个 0 维的 `ndarray`（形状为 `()`），而 `s.item()` 返回的是 Python 的 `float`。",
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
    over=over(scoped(tensors("requires-grad"), *NOT_STRIDED_CPU), ops("to-numpy", only=("t.numpy()",)), contexts(*GRAD_MODE)),
    en="With grad mode on, `numpy()` raises `RuntimeError` on every strided CPU tensor that requires grad, a leaf, a non-leaf, a view or a `Parameter`: \"Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.\" On a meta tensor or a sparse tensor that requires grad, the `TypeError` about its device or layout comes first: \"can't convert meta device type tensor to numpy.\" and \"can't convert Sparse layout tensor to numpy.\"",
    zh="在梯度模式开启时，对任何需要梯度、strided 布局（layout）的 CPU 张量（叶子张量（leaf tensor）、非叶子张量、视图或 `Parameter`）调用 `numpy()` 都会抛出 `RuntimeError`：\"Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.\"（不能对需要梯度的张量调用 numpy()，请改用 tensor.detach().numpy()）。对需要梯度的 meta 张量或稀疏张量，则先抛出关于其设备或布局的 `TypeError`：\"can't convert meta device type tensor to numpy.\" 和 \"can't convert Sparse layout tensor to numpy.\"（无法把 meta 设备上的张量、稀疏布局的张量转换为 NumPy 数组）",
)
def _(run):
    return (
        run["w"].requires_grad
        and raised(run, RuntimeError, GRAD_MESSAGE)
        and run.each(lambda case: torch.is_grad_enabled() and _refused_for_grad(case))
    )


@claim(
    "numpy.no-grad-converts",
    snippet="numpy_no_grad.py",
    over=over(tensors("requires-grad", "leaf", but=(BF16_LEAF,)), ops("to-numpy", only=("t.numpy()",)), contexts("torch.no_grad()", "inference mode")),
    en="The check is made only with grad mode on: under `torch.no_grad()` or `torch.inference_mode()`, `numpy()` on a strided CPU leaf that requires grad and has neither the conjugate nor the negative bit, a `Parameter` included, returns an array that shares its memory, and `w.requires_grad` stays `True`; the bfloat16 leaf that requires grad is left out, as NumPy has no `bfloat16`.",
    zh="这项检查只在梯度模式开启时进行：在 `torch.no_grad()` 或 `torch.inference_mode()` 之下，对需要梯度、strided 布局、既没有共轭位（conjugate bit）也没有负号位的 CPU 叶子张量（包括 `Parameter`）调用 `numpy()`，返回的数组与它共享内存，`w.requires_grad` 仍为 `True`；需要梯度的 bfloat16 叶子张量不在此列，因为 NumPy 没有 `bfloat16`。",
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
    over=over(tensors("requires-grad"), ops("to-numpy", only=("t.numpy(force=True)",))),
    en="`numpy(force=True)` accepts every strided CPU tensor that requires grad, is not nested and has a dtype NumPy has, a leaf, a non-leaf, a view or a `Parameter`, and for each such tensor of the catalogue without the conjugate or the negative bit (a bit makes it copy, below) the array it returns still shares memory with the tensor: same address, and a write into the array changes the tensor. With `force=True`, the bfloat16 leaf that requires grad is refused with the `TypeError` \"Got unsupported ScalarType BFloat16\" (without it, grad mode on, the `RuntimeError` about requiring grad comes first).",
    zh="`numpy(force=True)` 可以用在任何需要梯度、不是嵌套张量、数据类型为 NumPy 所有的 strided 布局 CPU 张量上（叶子张量、非叶子张量、视图或 `Parameter`），而对目录中每个这样的、既没有共轭位也没有负号位的张量（有标志位时会复制，见下文），返回的数组仍与张量共享内存：地址相同，往数组里写入会改变张量。传入 `force=True` 时，需要梯度的 bfloat16 叶子张量则被拒绝，抛出 `TypeError` \"Got unsupported ScalarType BFloat16\"（不支持 BFloat16 这种标量类型）；不传入它时，在梯度模式开启的情况下，先抛出的是关于需要梯度的 `RuntimeError`。",
)
def _(run):
    def holds(case):
        t = case.tensor
        if t.dtype == torch.bfloat16:
            return raises(case.apply, TypeError, BFLOAT16)
        a = case.apply()
        if _address(a) != t.data_ptr():
            return "different address"
        a[_first(a)] = _other(_item(t))
        return t.requires_grad and _item(t) == _item(a)

    w = run["w"]
    # without force=True, grad mode on, the bfloat16 leaf meets the requires-grad RuntimeError first
    bf16_plain = raises(lambda: torch.ones(2, dtype=torch.bfloat16, requires_grad=True).numpy(), RuntimeError, GRAD_MESSAGE)
    return (_address(run["a"]) == w.data_ptr() and w.tolist() == [10.0, 2.0] and w.requires_grad and bf16_plain
            and run.each(holds))


@claim(
    "numpy.force-no-version-bump",
    snippet="numpy_force.py",
    over=over(tensors("requires-grad", but=(BF16_LEAF,)), ops("to-numpy", only=("t.numpy(force=True)",))),
    en="Such writes bypass autograd: the tensor's version counter (`_version`) does not move, here it stays at 0, so autograd cannot detect the change; so for each of these tensors but the bfloat16 leaf that requires grad, which gives no array.",
    zh="这种写入绕过了自动求导（autograd）：张量的版本计数器（version counter；`_version`）不会变化，这里仍然是 0，自动求导察觉不到这次修改；这些张量中除需要梯度的 bfloat16 叶子张量（它得不到数组）以外都是如此。",
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
        and run.each(holds)
    )


@claim(
    "numpy.bits-raise",
    snippet="numpy_bits.py",
    over=over(tensors(only=("complex with the conjugate bit", "negative bit")),
              ops("to-numpy", "numpy-on-tensor", only=("t.numpy()", "np.asarray(t)", "np.array(t)"))),
    en="`numpy()`, `np.asarray` and `np.array` refuse a tensor whose conjugate or negative bit is set, with `RuntimeError`: \"Can't call numpy() on Tensor that has conjugate bit set. Use tensor.resolve_conj().numpy() instead.\", and for the negative bit the same message with \"negative bit\" and \"resolve_neg()\".",
    zh="`numpy()`、`np.asarray` 和 `np.array` 都拒绝设置了共轭位或负号位的张量，抛出 `RuntimeError`：\"Can't call numpy() on Tensor that has conjugate bit set. Use tensor.resolve_conj().numpy() instead.\"（不能对设置了共轭位的张量调用 numpy()，请改用 tensor.resolve_conj().numpy()），负号位的错误信息与此相同，只是换成 \"negative bit\" 和 \"resolve_neg()\"。",
)
def _(run):
    def holds(case):
        t = case.tensor
        message = CONJ_MESSAGE if t.is_conj() else NEG_MESSAGE if t.is_neg() else "no bit set"
        return raises(case.apply, RuntimeError, message)

    return (
        printed(run, f"c: is_conj() True, is_neg() False; RuntimeError: {CONJ_MESSAGE}")
        and printed(run, f"n: is_conj() False, is_neg() True; RuntimeError: {NEG_MESSAGE}")
        and run.each(holds)
    )


@claim(
    "numpy.force-conj-copies",
    snippet="numpy_force_conj.py",
    over=over(scoped(tensors(only=("complex with the conjugate bit", "negative bit")), "conjugate of a leaf that requires grad"),
              ops("to-numpy", only=("t.numpy(force=True)",))),
    en="`force=True` copies when a bit is set: for a tensor with the conjugate or the negative bit set, one that requires grad included, it returns the resolved values in a new array, at a different address.",
    zh="设置了某个位时，`force=True` 会复制：对设置了共轭位或负号位的张量（包括需要梯度的），它返回的是一个装着已解析取值的新数组，地址与张量不同。",
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
    en="On a meta tensor, whatever its dtype, strides, bits or `requires_grad`, `numpy()` raises `TypeError`: \"can't convert meta device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.\" Each tensor of the catalogue built under a default device meta is such a meta tensor and raises it, except the from_numpy case and the tensor from torch.from_file, which stay on the CPU, and the tensor in shared memory and the view of a tensor in shared memory, which cannot be built there.",
    zh="对 meta 张量调用 `numpy()`，无论其数据类型、步幅、共轭位或负号位以及 `requires_grad` 如何，都会抛出 `TypeError`：\"can't convert meta device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.\"（无法把 meta 设备上的张量转换为 NumPy 数组，请先用 Tensor.cpu() 把张量复制到主机内存）。目录中的每个张量若在默认设备为 meta 时构造，都是这样的 meta 张量，也都会抛出这个错误；from_numpy 得到的张量和 torch.from_file 得到的张量除外，它们仍在 CPU 上；位于共享内存中的张量和位于共享内存中的张量的视图也除外，它们在那里构造不出来。",
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


# --- np.array / np.asarray on a tensor ------------------------------------------------------


@claim(
    "numpy.np-array-copies",
    snippet="np_array_vs_asarray.py",
    over=over(tensors(only=CONVERTED), ops("numpy-on-tensor", only=("np.array(t)",))),
    en="`np.array(t)` copies every CPU tensor that `t.numpy()` converts: the array has its own address and keeps the old values after `t` changes.",
    zh="对 `t.numpy()` 能转换的每个 CPU 张量，`np.array(t)` 都会复制：得到的数组有自己的地址，`t` 改变之后它仍保持原来的值。",
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
        and run.each(holds)
    )


@claim(
    "numpy.np-asarray-shares",
    snippet="np_array_vs_asarray.py",
    over=over(tensors(only=CONVERTED), ops("numpy-on-tensor", only=("np.asarray(t)",))),
    en="`np.asarray(t)` shares memory with every CPU tensor that `t.numpy()` converts and that holds at least one element: same address as `t.data_ptr()`, and it sees a change made through `t`.",
    zh="对 `t.numpy()` 能转换、且至少有一个元素的每个 CPU 张量，`np.asarray(t)` 都与它共享内存：地址与 `t.data_ptr()` 相同，通过 `t` 做的修改它也看得到。",
)
def _(run):
    return (
        _address(run["shared"]) == run["t"].data_ptr()
        and run["shared"].tolist() == [10.0, 2.0, 3.0]
        and run.each(lambda case: _shares_both_ways(case.tensor, case.apply()))
    )


@claim(
    "numpy.np-array-deprecation",
    snippet="np_array_warning.py",
    over=over(tensors(only=CONVERTED), ops("numpy-on-tensor", only=("np.asarray(t)", "np.array(t)"))),
    en="With NumPy 2.1 or later, `np.array(t)` on each of these tensors also emits a `DeprecationWarning`, `__array__ implementation doesn't accept a copy keyword, so passing copy=False failed.`, because the tensor's conversion method, `Tensor.__array__`, does not take NumPy 2's `copy` keyword; `np.asarray(t)` emits none.",
    zh="在 NumPy 2.1 及更高版本下，对这些张量中的每一个调用 `np.array(t)` 还会发出 `DeprecationWarning`：`__array__ implementation doesn't accept a copy keyword, so passing copy=False failed.`（数组转换方法的实现不接受 copy 关键字参数，因此传入 copy=False 失败）。原因是张量的转换方法 `Tensor.__array__` 不接受 NumPy 2 的 `copy` 关键字参数；`np.asarray(t)` 则不发出任何警告。",
    needs={"numpy": ">=2.1"},
)
def _(run):
    import numpy as np

    def holds(case):
        case.apply()
        if case.op.name == "np.array(t)":
            return [c for c, m in case.warnings] == ["DeprecationWarning"] and DEPRECATION in case.warnings[0][1]
        return case.warnings == [] or f"warned {case.warnings}"

    lines = run.output.splitlines()
    # the signature line, then one warning, printed after the "np.array(t):" label, none after "np.asarray(t):"
    return (
        tuple(int(part) for part in np.__version__.split(".")[:2]) >= (2, 1)
        and len(lines) == 4
        and lines[:3] == ["Tensor.__array__ takes copy: False", "np.asarray(t):", "np.array(t):"]
        and warned(run, "DeprecationWarning", DEPRECATION)
        and len(warnings_of(run)) == 1
        and run.each(holds)
    )


@claim(
    "numpy.np-requires-grad",
    snippet="np_requires_grad.py",
    over=over(scoped(tensors("requires-grad"), *NOT_STRIDED_CPU), ops("numpy-on-tensor", only=("np.asarray(t)", "np.array(t)")),
              contexts(*GRAD_MODE)),
    en="With grad mode on, neither `np.array` nor `np.asarray` accepts a tensor that requires grad, a leaf, a non-leaf, a view or a `Parameter`: on a strided CPU tensor both raise the same `RuntimeError` as `numpy()`, and on a meta or a sparse tensor the same `TypeError` as `numpy()`.",
    zh="在梯度模式开启时，`np.array` 和 `np.asarray` 都不接受需要梯度的张量（叶子张量、非叶子张量、视图或 `Parameter`）：对 strided 布局的 CPU 张量，两者都会抛出与 `numpy()` 相同的 `RuntimeError`；对 meta 张量或稀疏张量，则抛出与 `numpy()` 相同的 `TypeError`。",
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
    en="With NumPy 2, `np.array(t, copy=False)` means \"never copy\" and raises `ValueError` on every CPU tensor that `t.numpy()` converts; `np.asarray(t)` is the call that shares.",
    zh="在 NumPy 2 下，`np.array(t, copy=False)` 的含义是“绝不复制”，对 `t.numpy()` 能转换的每个 CPU 张量都会抛出 `ValueError`；要共享内存，应该用 `np.asarray(t)`。",
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


@claim(
    "numpy.from-numpy-shares",
    snippet="sharing_table.py",
    over=over(tensors("ndarray", only=TAKEN), ops("from-array", only=("torch.from_numpy(t)",)), contexts()),
    en="`torch.from_numpy(a)` shares the memory of every array it takes that holds at least one element, whatever its dtype, order or strides (read-only, broadcast and 0-d arrays included), and whatever the default device: same address, and a write into a writable array is seen by the tensor.",
    zh="对 `torch.from_numpy(a)` 能接受、且至少有一个元素的每个数组，无论其数据类型、存储顺序和步幅如何（包括只读数组、广播（broadcast）得到的数组和 0 维数组），也无论默认设备是什么，它都与数组共享内存：地址相同，往可写的数组里写入，张量也能看到。",
)
def _(run):
    return _row(run, "torch.from_numpy(a)", True, True, "torch.float32") and run.each(
        lambda case: _array_sees(case.apply(), case.tensor)
    )


@claim(
    "numpy.tensor-copies",
    snippet="sharing_table.py",
    over=over(tensors("ndarray", only=TAKEN), ops("from-array", only=("torch.tensor(t)",)), contexts(*CPU_CONTEXTS)),
    en="`torch.tensor(a)` copies each of these arrays: a new address, and a later write into the array does not reach the tensor.",
    zh="`torch.tensor(a)` 会复制这些数组中的每一个：地址是新的，之后对数组的写入不会影响张量。",
)
def _(run):
    return _row(run, "torch.tensor(a)", False, False, "torch.float32") and run.each(
        lambda case: _array_copied(case.apply(), case.tensor)
    )


@claim(
    "numpy.as-tensor-shares",
    snippet="sharing_table.py",
    over=over(tensors("ndarray", only=TAKEN), ops("from-array", only=("torch.as_tensor(t)",)), contexts(*CPU_CONTEXTS)),
    en="While the default device is the CPU, `torch.as_tensor(a)` with no other arguments shares the memory of each of these arrays, like `torch.from_numpy(a)`.",
    zh="只要默认设备是 CPU，不带其他参数的 `torch.as_tensor(a)` 就与这些数组中的每一个共享内存，和 `torch.from_numpy(a)` 一样。",
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
    over=over(tensors("ndarray", "read-only"), ops("from-array")),
    en="On a read-only array, `torch.from_numpy`, `torch.as_tensor` and `torch.asarray` share its memory anyway and, with `torch.set_warn_always(True)` as here, each warn with a `UserWarning` that starts `The given NumPy array is not writable, and PyTorch does not support non-writable tensors.`; `torch.tensor` copies it without a warning.",
    zh="对只读数组，`torch.from_numpy`、`torch.as_tensor` 和 `torch.asarray` 照样与它共享内存，并且在像这里这样调用了 `torch.set_warn_always(True)` 时，每一个都会发出 `UserWarning`，开头是 `The given NumPy array is not writable, and PyTorch does not support non-writable tensors.`（给定的 NumPy 数组不可写，而 PyTorch 不支持不可写的张量）；`torch.tensor` 则复制它，不发出警告。",
)
def _(run):
    def holds(case):
        a = case.tensor
        t = case.apply()
        if case.op.name == "torch.tensor(t)":
            return t.data_ptr() != _address(a) and case.warnings == []
        return (
            t.data_ptr() == _address(a)
            and [c for c, m in case.warnings] == ["UserWarning"]
            and case.warnings[0][1].startswith(READ_ONLY)
        )

    warned_by = run["warned"]
    return (
        all(warned_by[name] == [f"UserWarning: {READ_ONLY}"] for name in ("from_numpy", "as_tensor", "asarray"))
        and warned_by["tensor"] == []
        and run.each(holds)
    )


@claim(
    "numpy.read-only-once",
    snippet="read_only_once.py",
    en="Without `torch.set_warn_always(True)`, torch emits this warning once per process: after the first `torch.from_numpy` warns, `torch.as_tensor`, `torch.asarray` and a second `torch.from_numpy` on the read-only array emit nothing.",
    zh="如果没有调用 `torch.set_warn_always(True)`，torch 每个进程只发出一次这条警告：第一次调用 `torch.from_numpy` 发出警告之后，再对这个只读数组调用 `torch.as_tensor`、`torch.asarray` 以及第二次调用 `torch.from_numpy`，都不再发出警告。",
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
    en="`torch.from_numpy(a)` takes a 3-element `uint16`, `uint32` or `uint64` array `a = np.arange(1, 4, dtype=dtype)` and returns a tensor of dtype `torch.uint16`, `torch.uint32` or `torch.uint64` that shares the array's memory: same address, and after `a[0] = 10` the tensor reads `[10, 2, 3]`.",
    zh="`torch.from_numpy(a)` 接受有 3 个元素的 `uint16`、`uint32` 或 `uint64` 数组 `a = np.arange(1, 4, dtype=dtype)`，返回数据类型为 `torch.uint16`、`torch.uint32` 或 `torch.uint64` 的张量，并与数组共享内存：地址相同，执行 `a[0] = 10` 之后张量的取值是 `[10, 2, 3]`。",
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
    en="Arithmetic on these tensors is limited: `t + 1` raises `RuntimeError`: `\"add_stub\" not implemented for 'UInt16'` on the `torch.uint16` tensor, and the same message with UInt32 and UInt64 on the other two (from 2.8 the class is `NotImplementedError`: [pytorch/pytorch#155470](https://github.com/pytorch/pytorch/pull/155470)).",
    zh="这些张量能做的算术运算有限：对 `torch.uint16` 张量执行 `t + 1` 会抛出 `RuntimeError`：`\"add_stub\" not implemented for 'UInt16'`（没有为 UInt16 实现 add_stub），另外两个张量的错误信息相同，只是换成 UInt32 和 UInt64（从 2.8 起异常类换成 `NotImplementedError`：[pytorch/pytorch#155470](https://github.com/pytorch/pytorch/pull/155470)）。",
)
def _(run):
    return _add_errors(run, RuntimeError)


@claim(
    "numpy.unsigned-add-not-implemented",
    snippet="unsigned_add.py",
    torch=">=2.8",
    en="Arithmetic on these tensors is limited: `t + 1` raises `NotImplementedError`, a subclass of `RuntimeError`: `\"add_stub\" not implemented for 'UInt16'` on the `torch.uint16` tensor, and the same message with UInt32 and UInt64 on the other two ([pytorch/pytorch#155470](https://github.com/pytorch/pytorch/pull/155470); `RuntimeError` before 2.8).",
    zh="这些张量能做的算术运算有限：对 `torch.uint16` 张量执行 `t + 1` 会抛出 `NotImplementedError`（它是 `RuntimeError` 的子类）：`\"add_stub\" not implemented for 'UInt16'`（没有为 UInt16 实现 add_stub），另外两个张量的错误信息相同，只是换成 UInt32 和 UInt64（[pytorch/pytorch#155470](https://github.com/pytorch/pytorch/pull/155470)；2.8 之前是 `RuntimeError`）。",
)
def _(run):
    return issubclass(NotImplementedError, RuntimeError) and _add_errors(run, NotImplementedError)


@claim(
    "numpy.unsigned-convert",
    snippet="unsigned_convert.py",
    en="To compute with the `uint64` tensor `t = torch.from_numpy(a)` of `a = np.array([1, 2, 2**64 - 1], dtype=np.uint64)`, convert it to `torch.int64` first: `t.to(torch.int64)` and `torch.from_numpy(a.astype(np.int64))` copy the data to a new address, and `t.to(torch.int64) + 1` works; `torch.from_numpy(a.view(np.int64))` reinterprets the same bytes (an `int64` element is as wide as a `uint64` one) and shares the array's memory.",
    zh="要用 `a = np.array([1, 2, 2**64 - 1], dtype=np.uint64)` 的 `uint64` 张量 `t = torch.from_numpy(a)` 做计算，先把它转换成 `torch.int64`：`t.to(torch.int64)` 和 `torch.from_numpy(a.astype(np.int64))` 会把数据复制到新的地址，`t.to(torch.int64) + 1` 可以正常执行；`torch.from_numpy(a.view(np.int64))` 则把同样的字节重新解释为另一种类型（`int64` 元素与 `uint64` 元素一样宽），与数组共享内存。",
)
def _(run):
    address = _address(run["a"])
    return (
        run["t"].dtype == torch.uint64
        and run["wide"].dtype == run["copied"].dtype == run["viewed"].dtype == torch.int64
        and run["wide"].data_ptr() != address
        and run["copied"].data_ptr() != address
        and run["viewed"].data_ptr() == address
        and printed(run, "t.to(torch.int64) + 1: [2, 3, 0]")
        and printed(run, "torch.from_numpy(a.view(np.int64)): [1, 2, -1] | same address: True")
    )


@claim(
    "numpy.unsigned-int64-wraps",
    snippet="unsigned_convert.py",
    en="A `uint64` value that `int64` cannot hold comes out as another number: for `a = np.array([1, 2, 2**64 - 1], dtype=np.uint64)`, `t.to(torch.int64)`, `a.astype(np.int64)` and `a.view(np.int64)` each turn the last element into -1.",
    zh="`int64` 容纳不下的 `uint64` 值会变成另一个数：对 `a = np.array([1, 2, 2**64 - 1], dtype=np.uint64)`，`t.to(torch.int64)`、`a.astype(np.int64)` 和 `a.view(np.int64)` 都把最后一个元素变成 -1。",
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
    over=over(tensors("ndarray", "negative-stride"), ops("from-array"), contexts(*CPU_CONTEXTS)),
    en="An array with a negative stride, such as `np.arange(1.0, 7.0)[::-1]`, is refused by all four, `torch.from_numpy`, `torch.as_tensor`, `torch.asarray` and even `torch.tensor`, which copies anyway: `ValueError` \"At least one stride in the given numpy array is negative, and tensors with negative strides are not currently supported.\"",
    zh="步幅为负的数组（例如 `np.arange(1.0, 7.0)[::-1]`）被这四个函数全部拒绝：`torch.from_numpy`、`torch.as_tensor`、`torch.asarray`，甚至本来就要复制的 `torch.tensor`，都会抛出 `ValueError`：\"At least one stride in the given numpy array is negative, and tensors with negative strides are not currently supported.\"（给定的 NumPy 数组至少有一个步幅为负，目前不支持步幅为负的张量）",
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
    over=over(tensors("ndarray", "non-native-byte-order"), ops("from-array"), contexts(*CPU_CONTEXTS)),
    en="So is an array in the other byte order, `np.arange(1.0, 7.0).astype(\">f8\")` on this little-endian machine: `ValueError` \"given numpy array has byte order different from the native byte order. Conversion between byte orders is currently not supported.\"",
    zh="另一种字节序的数组同样被拒绝，例如在这台小端机器上的 `np.arange(1.0, 7.0).astype(\">f8\")`：抛出 `ValueError`：\"given numpy array has byte order different from the native byte order. Conversion between byte orders is currently not supported.\"（给定的 NumPy 数组的字节序与本机字节序不同，目前不支持字节序之间的转换）",
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
    en="`torch.as_tensor(a)` puts its result on the default device (under a meta default device it returns a meta tensor, which cannot share the array's memory), while `torch.from_numpy(a)` returns a CPU tensor whatever the default device.",
    zh="`torch.as_tensor(a)` 会把结果放在默认设备上（默认设备为 meta 时，它返回的是 meta 张量，不可能与数组共享内存），而 `torch.from_numpy(a)` 无论默认设备是什么都返回 CPU 张量。",
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
    en="Autograd does not see a write made through a NumPy array that shares a tensor's memory: for a leaf, a non-leaf, a view or a `Parameter` that requires grad (each such tensor of the catalogue but the bfloat16 leaf that requires grad, which NumPy cannot hold), a write through `w.detach().numpy()` leaves `w._version` where it was. Here, after `a = w.detach().numpy()` and `a[0] = 10.0`, `w._version` is still 0, and `backward()` through a graph that saved `w` runs without error on the changed values.",
    zh="通过与张量共享内存的 NumPy 数组写入，自动求导察觉不到：对需要梯度的叶子张量、非叶子张量、视图或 `Parameter`（目录中除需要梯度的 bfloat16 叶子张量以外的每个这样的张量；NumPy 无法容纳 bfloat16），通过 `w.detach().numpy()` 写入后，`w._version` 保持不变。这里执行 `a = w.detach().numpy()` 和 `a[0] = 10.0` 之后，`w._version` 仍然是 0，而沿保存了 `w` 的计算图（autograd graph）调用 `backward()` 不会报错，用的是修改后的值。",
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
        and w.tolist() == [10.0, 2.0]
        and equal(w.grad, 2 * w.detach())  # the gradient of the changed values, with no error
        and raises(lambda: torch.ones(2, dtype=torch.bfloat16).numpy(), TypeError, BFLOAT16)  # the case left out
        and run.each(holds)
    )


@claim(
    "numpy.write-through-torch-detected",
    snippet="numpy_invisible.py",
    en="The same write made by torch, `v.detach()[0] = 10.0`, bumps `v._version` to 1, and `backward()` then raises `RuntimeError`: \"one of the variables needed for gradient computation has been modified by an inplace operation\".",
    zh="同样的写入如果由 torch 完成（`v.detach()[0] = 10.0`），`v._version` 就会变成 1，随后 `backward()` 抛出 `RuntimeError`：\"one of the variables needed for gradient computation has been modified by an inplace operation\"（计算梯度所需的某个变量已被原地操作（in-place operation）修改）。",
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
    en="For the float32 CPU tensor `t = torch.tensor([1.0, 2.0, 3.0])` and a float32 array `a`, `t.numpy()`, `np.asarray(t)`, `torch.from_numpy(a)` and `torch.as_tensor(a)` share memory with their source (same address, and they see a later write to it), while `np.array(t)` and `torch.tensor(a)` return a copy at a new address.",
    zh="对 float32 的 CPU 张量 `t = torch.tensor([1.0, 2.0, 3.0])` 和一个 float32 数组 `a`，`t.numpy()`、`np.asarray(t)`、`torch.from_numpy(a)` 和 `torch.as_tensor(a)` 与来源共享内存（地址相同，之后对来源的写入也看得到），而 `np.array(t)` 和 `torch.tensor(a)` 返回位于新地址的副本。",
)
def _(run):
    results = run["results"]
    shares = {"t.numpy()", "np.asarray(t)", "torch.from_numpy(a)", "torch.as_tensor(a)"}
    return (
        set(results) == shares | {"np.array(t)", "torch.tensor(a)"}
        and all(results[call] == ((True, True) if call in shares else (False, False)) for call in results)
        and all(printed(run, f"| `{call}` | {'✓' if s else '✗'} | {'✓' if v else '✗'} |") for call, (s, v) in results.items())
    )
