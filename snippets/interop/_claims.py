import contextlib

import numpy as np
import torch

from tensorfacts.catalogue import contexts, ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import printed, raised, raises, warned

DLPACK_BYTE_ORDER = "DLPack only supports native byte order."
DLPACK_STRIDES = "DLPack only supports strides which are a multiple of itemsize."
DLPACK_GRAD_MESSAGE = "Can't export tensors that require gradient, use tensor.detach()"
ASARRAY_WARNING = "torch.asarray: unspecified requires_grad now defaults to obj.requires_grad instead of False."

# Families, named case by case so that a case added to the catalogue later joins a rule only once checked.
NO_GRAD_VIEW = "no_grad view of a leaf that requires grad"
INFERENCE_VIEW = "inference-mode view of a leaf that requires grad"
# The CPU tensors whose storage is in shared memory from the start.
IN_SHARED_MEMORY = ("tensor in shared memory", "view of a tensor in shared memory", "tensor from torch.from_file")
# Every CPU tensor of the catalogue (all but meta); all of layout torch.strided.
CPU_TENSORS = (
    "contiguous", "transposed", "sliced with a step", "expanded", "expanded and transposed", "channels_last",
    "channels_last slice", "0-d", "empty", "int64", "uint8", "bool", "float16", "bfloat16", "float64",
    "complex with the conjugate bit", "leaf that requires grad", "non-leaf", "non-leaf after retain_grad()",
    "view of a leaf that requires grad", "Parameter", "frozen Parameter", "integer Parameter", "view",
    "view of a view", "inference tensor", "from_numpy", "negative bit", NO_GRAD_VIEW, *IN_SHARED_MEMORY,
)
# The CPU tensors whose storage is not in shared memory yet.
NOT_SHARED = tuple(name for name in CPU_TENSORS if name not in IN_SHARED_MEMORY)
NON_LEAVES = ("non-leaf", "non-leaf after retain_grad()", "view of a leaf that requires grad")
# CPU leaves with at least one element: they require grad or not.
CPU_LEAVES = tuple(name for name in CPU_TENSORS if name not in NON_LEAVES + ("empty",))
# Floating-point and complex CPU leaves that do not require grad, but an inference tensor.
FLOAT_NO_GRAD = (
    "contiguous", "transposed", "sliced with a step", "expanded", "expanded and transposed", "channels_last",
    "channels_last slice", "0-d", "empty", "float16", "bfloat16", "float64", "complex with the conjugate bit",
    "frozen Parameter", "view", "view of a view", "from_numpy", "negative bit", *IN_SHARED_MEMORY,
)
# The CPU tensors that t.numpy() converts, holding at least one element (as on the NumPy page).
CONVERTED = (
    "contiguous", "transposed", "sliced with a step", "expanded", "expanded and transposed", "channels_last",
    "channels_last slice", "0-d", "int64", "uint8", "bool", "float16", "float64", "frozen Parameter",
    "integer Parameter", "view", "view of a view", "inference tensor", "from_numpy", *IN_SHARED_MEMORY,
)
# NumPy arrays with at least one element, non-negative strides that are multiples of the item size and the
# native byte order; of one dimension or more for torch.asarray; writable for DLPack.
ARRAYS = (
    "float64 array", "float32 array", "int64 array", "bool array", "2-D array", "Fortran-order array",
    "array sliced with a step", "read-only array", "float16 array", "complex128 array", "uint16 array",
    "broadcast array",
)
WRITABLE_ARRAYS = tuple(name for name in ARRAYS + ("0-d array",) if name not in ("read-only array", "broadcast array"))
CPU_CONTEXTS = ("no context", "default dtype float64", "torch.no_grad()", "inference mode")
# The arrays every conversion refuses: another byte order; strides not a multiple of the item size.
REFUSED_ARRAYS = ("big-endian array", "structured-array field")
BYTE_ORDER_ERROR = "given numpy array has byte order different from the native byte order"
FIELD_ERROR = "given numpy array strides not a multiple of the element byte size"


def _address(array):
    return array.__array_interface__["data"][0]


def _first(x):
    return (0,) * x.ndim


def _other(value):
    return (not value) if isinstance(value, bool) else value + 7


def _item(x):
    value = x[_first(x)]
    return value.item() if hasattr(value, "item") else value


def _array_sees(t, a):
    """``t`` starts at the array's address and, when ``a`` is writable, sees a write into it."""
    if t.device.type != "cpu" or t.data_ptr() != _address(a):
        return f"not at the array's address ({t.device})"
    if not a.flags.writeable:
        return True
    a[_first(a)] = _other(_item(a))
    return _item(t) == _item(a) or "a write into the array did not reach the tensor"


def _array_copied(t, a):
    """``t`` is elsewhere and, when ``a`` is writable, keeps its value after a write into ``a``."""
    if t.data_ptr() == _address(a):
        return "same address"
    if not a.flags.writeable:
        return True
    old = _item(t)
    a[_first(a)] = _other(_item(a))
    return _item(t) == old or "a write into the array reached the tensor"


# --- at a glance ----------------------------------------------------------------------------


@claim(
    "interop.glance",
    snippet="glance.py",
    en="For the CPU tensor `t = torch.arange(3.0)`, the array `a = np.arange(3.0)` and an 8-byte `bytearray`, `torch.asarray(t)`, `torch.asarray(a)`, `torch.frombuffer`, `torch.from_dlpack(a)`, `np.from_dlpack(t)` and `t.to('cpu', non_blocking=True)` share memory with their source; of the calls in the table only `torch.asarray(t, copy=True)` returns a copy, at a new address.",
    zh="对 CPU 张量 `t = torch.arange(3.0)`、数组 `a = np.arange(3.0)` 和一个 8 字节的 `bytearray`，`torch.asarray(t)`、`torch.asarray(a)`、`torch.frombuffer`、`torch.from_dlpack(a)`、`np.from_dlpack(t)` 和 `t.to('cpu', non_blocking=True)` 与来源共享内存；表中的调用里，只有 `torch.asarray(t, copy=True)` 返回位于新地址的副本。",
)
def _(run):
    shares = run["shares"]
    expected = {call: call != "torch.asarray(t, copy=True)" for call in shares}
    return (
        len(shares) == 7
        and shares == expected
        and all(printed(run, f"| `{call}` | {'✓' if s else ''} | {'' if s else '✓'} |") for call, s in shares.items())
    )


# --- torch.asarray --------------------------------------------------------------------------


@claim(
    "interop.asarray-list",
    snippet="asarray_copy.py",
    en="From the list `[1.0, 2.0, 3.0]`, `torch.asarray` builds a new tensor with `copy=None` and with `copy=True`, and `copy=False` raises `ValueError`: \"can't alias arbitrary sequence into a tensor.\"",
    zh="从列表 `[1.0, 2.0, 3.0]` 出发，`torch.asarray` 在 `copy=None` 和 `copy=True` 时都构造一个新张量，而 `copy=False` 会抛出 `ValueError`：\"can't alias arbitrary sequence into a tensor.\"（无法让张量成为一般序列的别名）",
)
def _(run):
    r = run["results"]
    return (
        r["list", None] == r["list", True] == "new tensor"
        and r["list", False] == "ValueError: can't alias arbitrary sequence into a tensor."
    )


@claim(
    "interop.asarray-numpy",
    snippet="asarray_copy.py",
    over=over(tensors("ndarray", only=ARRAYS),
              ops("from-array", "asarray-copy", only=("torch.asarray(t)", "torch.asarray(t, copy=False)", "torch.asarray(t, copy=True)")),
              contexts(*CPU_CONTEXTS)),
    en="From a NumPy array of one dimension or more, in the machine's byte order, with at least one element and strides that are non-negative multiples of its item size, of dtype `bool`, `uint16`, `int64`, `float16`, `float32`, `float64` or `complex128` (the dtypes tried), in either order, `copy=None` (the default) and `copy=False` share the array's memory while the default device is the CPU, and `copy=True` copies the data into new memory.",
    zh="对于至少一维、字节序与本机相同、至少有一个元素、且各步幅（stride）都是其元素大小的非负整数倍的 NumPy 数组，数据类型（dtype）为 `bool`、`uint16`、`int64`、`float16`、`float32`、`float64` 或 `complex128`（试过的这些数据类型），无论其存储顺序如何，只要默认设备是 CPU，`copy=None`（默认值）和 `copy=False` 都与数组共享内存，`copy=True` 则把数据复制到新的内存中。",
)
def _(run):
    def holds(case):
        if case.tensor.dtype.name not in ("bool", "uint16", "int64", "float16", "float32", "float64", "complex128"):  # the dtypes named
            return False
        t = case.apply()
        if case.op.name.endswith("copy=True)"):
            return _array_copied(t, case.tensor)
        return _array_sees(t, case.tensor)

    r = run["results"]
    return (
        r["NumPy array", None] == r["NumPy array", False] == "shares memory"
        and r["NumPy array", True] == "new memory"
        and run.each(holds)
    )


@claim(
    "interop.asarray-refuses",
    snippet="asarray_refused.py",
    over=over(tensors("ndarray", only=REFUSED_ARRAYS),
              ops("from-array", "asarray-copy", "from-array-dtype", "legacy"),
              contexts()),
    en="Two kinds of array are refused: a big-endian array, and a structured-array field whose stride is not a multiple of its item size, such as `record[\"a\"]`, a `float32` field whose elements lie 5 bytes apart. `torch.asarray` raises `ValueError` on both whatever `copy=`, and so do `torch.from_numpy`, `torch.as_tensor` (with or without `dtype=`), `torch.tensor` and the legacy `torch.Tensor` and `torch.FloatTensor`, in each context tried (a default device, a float64 default dtype, `torch.no_grad()`, inference mode): \"given numpy array has byte order different from the native byte order\" for the first, \"given numpy array strides not a multiple of the element byte size\" for the second.",
    zh="有两种数组会被拒绝：大端字节序数组，以及步幅不是元素大小整数倍的结构化数组字段，例如 `record[\"a\"]`——这个 `float32` 字段的相邻元素相隔 5 个字节。无论 `copy=` 取什么值，`torch.asarray` 对这两种数组都会抛出 `ValueError`；`torch.from_numpy`、`torch.as_tensor`（带不带 `dtype=` 都一样）、`torch.tensor` 以及旧式的 `torch.Tensor` 和 `torch.FloatTensor` 也一样，在试过的每种上下文中（设置了默认设备、默认数据类型为 float64、`torch.no_grad()`、推理模式（inference mode））都是如此：前者的错误信息是 \"given numpy array has byte order different from the native byte order\"（给定的 NumPy 数组的字节序与本机字节序不同），后者是 \"given numpy array strides not a multiple of the element byte size\"（给定的 NumPy 数组的步幅不是元素字节数的整数倍）。",
)
def _(run):
    message = {"big-endian array": BYTE_ORDER_ERROR, "structured-array field": FIELD_ERROR}
    errors = run["errors"]
    return (
        run["field"].strides == (5,)
        and run["field"].itemsize == 4
        and len(errors) == 10
        and all((m or "").startswith(BYTE_ORDER_ERROR if name == "big" else FIELD_ERROR) for (name, _), m in errors.items())
        and run.each(lambda case: raises(case.apply, ValueError, message.get(case.input.name, "a refused array")))
    )


@claim(
    "interop.asarray-zero-dim",
    snippet="asarray_zero_dim.py",
    en="The 0-d array `z = np.array(3.5)` is an exception: `torch.asarray(z)` and even `torch.asarray(z, copy=False)` return a tensor at a new address, which keeps 3.5 after a write into `z`, where `torch.from_numpy(z)` and `torch.as_tensor(z)` share `z`'s memory.",
    zh="0 维数组 `z = np.array(3.5)` 是个例外：`torch.asarray(z)` 乃至 `torch.asarray(z, copy=False)` 返回的张量都位于新地址，往 `z` 里写入之后它仍是 3.5；而 `torch.from_numpy(z)` 和 `torch.as_tensor(z)` 与 `z` 共享内存。",
)
def _(run):
    r = run["results"]
    return (
        r["torch.asarray(z)"] == r["torch.asarray(z, copy=False)"] == (False, 3.5)
        and r["torch.from_numpy(z)"] == r["torch.as_tensor(z)"] == (True, 10.0)
    )


@claim(
    "interop.asarray-tensor",
    snippet="asarray_copy.py",
    over=over(tensors(only=CPU_LEAVES),
              ops("from-array", "asarray-copy", only=("torch.asarray(t)", "torch.asarray(t, copy=False)", "torch.asarray(t, copy=True)")),
              contexts("no context", "default dtype float64")),
    en="From a CPU leaf tensor with at least one element, whether it requires grad or not and whatever its dtype, strides or bits, while the default device is the CPU, `copy=None` and `copy=False` return the very same tensor object, and `copy=True` returns a new tensor in new memory.",
    zh="从至少有一个元素的 CPU 叶子张量（leaf tensor）出发，无论它是否需要梯度，也无论其数据类型、步幅和共轭位（conjugate bit）、负号位如何，只要默认设备是 CPU，`copy=None` 和 `copy=False` 返回的都是同一个张量对象，`copy=True` 则返回一个位于新内存中的新张量。",
)
def _(run):
    def holds(case):
        t = case.tensor
        r = case.apply()
        if case.op.name.endswith("copy=True)"):
            return r is not t and r.data_ptr() != t.data_ptr()
        return r is t

    r = run["results"]
    return (
        r["tensor", None] == r["tensor", False] == "the same tensor object"
        and r["tensor", True] == "new memory"
        and run.each(holds)
    )


@claim(
    "interop.asarray-dtype",
    snippet="asarray_dtype.py",
    en="`torch.asarray(t, dtype=torch.float64)` on the `float32` tensor `t` copies: the result gets new memory, and adding `copy=False` raises `ValueError`: \"can't alias tensor with dtype 'Float' into dtype 'Double'.\"",
    zh="对 `float32` 张量 `t` 调用 `torch.asarray(t, dtype=torch.float64)` 会复制：结果位于新的内存中；再加上 `copy=False` 则抛出 `ValueError`：\"can't alias tensor with dtype 'Float' into dtype 'Double'.\"（无法让 Double 类型的张量成为 Float 类型张量的别名）",
)
def _(run):
    return (
        run["d"].dtype.is_floating_point
        and run["d"].itemsize == 8
        and run["d"].data_ptr() != run["t"].data_ptr()
        and str(run["error"]) == "can't alias tensor with dtype 'Float' into dtype 'Double'."
        and type(run["error"]) is ValueError
    )


@claim(
    "interop.asarray-requires-grad",
    snippet="asarray_requires_grad.py",
    over=over(tensors(only=FLOAT_NO_GRAD), contexts(*CPU_CONTEXTS)),
    en="While the default device is the CPU (under a float64 default dtype, `torch.no_grad()` or inference mode too), `torch.asarray(t, requires_grad=True)` on a floating-point or complex CPU leaf `t` that does not require grad and is no inference tensor, whatever its strides or bits, returns `t` itself and switches `t.requires_grad` on.",
    zh="只要默认设备是 CPU（默认数据类型为 float64、在 `torch.no_grad()` 下或推理模式中也一样），对不需要梯度、也不是推理张量（inference tensor）的浮点或复数 CPU 叶子张量 `t` 调用 `torch.asarray(t, requires_grad=True)`，无论其步幅、共轭位和负号位如何，返回的都是 `t` 本身，并且会把 `t.requires_grad` 打开。",
)
def _(run):
    def holds(case):
        t = case.tensor
        if t.requires_grad:
            return "the input requires grad already"
        return torch.asarray(t, requires_grad=True) is t and t.requires_grad and t.is_leaf

    return run["r"] is run["t"] and run["t"].requires_grad and run["t"].is_leaf and run.each(holds)


@claim(
    "interop.asarray-drops-requires-grad",
    snippet="asarray_requires_grad.py",
    torch="<2.12",
    over=over(tensors("requires-grad", "leaf", but=(NO_GRAD_VIEW, INFERENCE_VIEW)), ops("from-array", only=("torch.asarray(t)",)),
              contexts(*CPU_CONTEXTS)),
    en="Without `requires_grad=`, while the default device is the CPU (under a float64 default dtype, `torch.no_grad()` or inference mode too), `torch.asarray(w)` on a leaf that requires grad, a `Parameter` included, returns `w` itself and switches `w.requires_grad` off, silently ([pytorch/pytorch#170819](https://github.com/pytorch/pytorch/issues/170819)); the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad are the exceptions (below).",
    zh="不传 `requires_grad=` 时，只要默认设备是 CPU（默认数据类型为 float64、在 `torch.no_grad()` 下或推理模式中也一样），对需要梯度的叶子张量（包括 `Parameter`）调用 `torch.asarray(w)`，返回的就是 `w` 本身，并且会悄无声息地把 `w.requires_grad` 关掉（[pytorch/pytorch#170819](https://github.com/pytorch/pytorch/issues/170819)）；需要梯度的叶子张量在 no_grad 下取的视图（view）和需要梯度的叶子张量在推理模式下取的视图是例外（见下文）。",
)
def _(run):
    def holds(case):
        t = case.tensor
        return case.apply() is t and not t.requires_grad and case.warnings == []

    return run.each(holds) and run["s"] is run["w"] and not run["w"].requires_grad and not run["warned"]


@claim(
    "interop.asarray-keeps-requires-grad",
    snippet="asarray_requires_grad.py",
    torch=">=2.12",
    over=over(tensors("requires-grad", "leaf"), ops("from-array", only=("torch.asarray(t)",)), contexts(*CPU_CONTEXTS)),
    en="Without `requires_grad=`, while the default device is the CPU (under a float64 default dtype, `torch.no_grad()` or inference mode too), `torch.asarray(w)` on a leaf that requires grad, a `Parameter` and a view taken under `torch.no_grad()` or in inference mode included, returns `w` with `requires_grad` still on. In the snippet, `torch.asarray(w)` is the process's first call without `requires_grad=` on a tensor that requires grad, and it warns with a `UserWarning` that starts `torch.asarray: unspecified requires_grad now defaults to obj.requires_grad instead of False.` ([pytorch/pytorch#170897](https://github.com/pytorch/pytorch/pull/170897)); a second call in the same process, on another leaf that requires grad, does not warn.",
    zh="不传 `requires_grad=` 时，只要默认设备是 CPU（默认数据类型为 float64、在 `torch.no_grad()` 下或推理模式中也一样），对需要梯度的叶子张量（包括 `Parameter`，以及在 `torch.no_grad()` 下或推理模式中取的视图）调用 `torch.asarray(w)`，返回 `w`，其 `requires_grad` 仍然打开。示例中，`torch.asarray(w)` 是进程中第一次不传 `requires_grad=`、作用于需要梯度的张量的调用，它会发出 `UserWarning`，开头是 `torch.asarray: unspecified requires_grad now defaults to obj.requires_grad instead of False.`（未指定的 requires_grad 现在默认取 obj.requires_grad，而不再是 False）（[pytorch/pytorch#170897](https://github.com/pytorch/pytorch/pull/170897)）；同一进程中的第二次调用（作用于另一个需要梯度的叶子张量）则不再发出警告。",
)
def _(run):
    def holds(case):
        t = case.tensor
        return (
            case.apply() is t
            and t.requires_grad
            and [c for c, m in case.warnings] == ["UserWarning"]
            and case.warnings[0][1].startswith(ASARRAY_WARNING)
        )

    return (
        run.each(holds)
        and run["s"] is run["w"]
        and run["w"].requires_grad
        and warned(run, "UserWarning", ASARRAY_WARNING)
        and run["warned_again"] == []
    )


@claim(
    "interop.asarray-no-grad-view",
    snippet="asarray_requires_grad.py",
    en="`v = base[1:]`, taken under `torch.no_grad()` from the leaf `base` that requires grad, is itself a leaf that requires grad, and `v.requires_grad_(False)` leaves `requires_grad` on; `torch.asarray(v)` returns `v` itself with `requires_grad` still on, even where it switches a leaf's `requires_grad` off (above). So does `vi = base_i[1:]`, taken in inference mode from the leaf `base_i` that requires grad, which is no inference tensor: `vi.requires_grad_(False)` leaves `requires_grad` on, and `torch.asarray(vi)` returns `vi` itself with `requires_grad` still on.",
    zh="在 `torch.no_grad()` 下从需要梯度的叶子张量 `base` 取出的 `v = base[1:]`，本身就是需要梯度的叶子张量，而且 `v.requires_grad_(False)` 之后 `requires_grad` 仍然打开；`torch.asarray(v)` 返回 `v` 本身，`requires_grad` 仍然打开，即使在它会把叶子张量的 `requires_grad` 关掉的版本上也是如此（见上文）。在推理模式中从需要梯度的叶子张量 `base_i` 取出的 `vi = base_i[1:]` 也是这样，而且它不是推理张量：`vi.requires_grad_(False)` 之后 `requires_grad` 仍然打开，`torch.asarray(vi)` 返回 `vi` 本身，`requires_grad` 仍然打开。",
)
def _(run):
    v = run["v"]
    return (
        v._is_view()
        and v._base is run["base"]
        and v.is_leaf
        and v.requires_grad
        and printed(run, "after v.requires_grad_(False): True")
        and run["same_v"] is v
        and run["vi"]._is_view()
        and run["vi"]._base is run["base_i"]
        and run["vi"].is_leaf
        and run["vi"].requires_grad
        and not run["vi"].is_inference()
        and printed(run, "after vi.requires_grad_(False): True")
        and run["same_vi"] is run["vi"]
    )


# --- torch.frombuffer -----------------------------------------------------------------------


@claim(
    "interop.frombuffer-shares",
    snippet="frombuffer_shares.py",
    en="`torch.frombuffer(buffer, dtype=torch.float32)` shares memory with the 8-byte `bytearray` `buffer`: a write through the tensor changes the bytes, and a write into the `bytearray` shows up in the tensor.",
    zh="`torch.frombuffer(buffer, dtype=torch.float32)` 与 8 字节的 `bytearray` `buffer` 共享内存：通过张量写入会改变这些字节，往 `bytearray` 里写入，张量里也能看到。",
)
def _(run):
    return bytes(run["buffer"]).hex(" ") == "00 00 80 3f 00 00 00 40" and run["t"].tolist() == [1.0, 2.0]


@claim(
    "interop.frombuffer-readonly",
    snippet="frombuffer_readonly.py",
    en="`torch.frombuffer(data, dtype=torch.float32)` on the read-only buffer `data = bytes(8)` still converts; the first such call in a process warns with a `UserWarning` that starts `The given buffer is not writable, and PyTorch does not support non-writable tensors.` and says the warning will be suppressed for the rest of the program, and a second call in the same process converts without a warning.",
    zh="对只读缓冲区 `data = bytes(8)` 调用 `torch.frombuffer(data, dtype=torch.float32)` 照样能转换；进程中第一次这样调用时会发出 `UserWarning`，开头是 `The given buffer is not writable, and PyTorch does not support non-writable tensors.`（给定的缓冲区不可写，而 PyTorch 不支持不可写的张量），并说明在程序余下的部分中这类警告将被抑制；同一进程中的第二次调用照样转换，不再发出警告。",
)
def _(run):
    return (
        run["t"].tolist() == [0.0, 0.0]
        and warned(run, "UserWarning", "The given buffer is not writable, and PyTorch does not support non-writable tensors.")
        and warned(run, "UserWarning", "This type of warning will be suppressed for the rest of this program.")
        and run["again"].tolist() == [0.0, 0.0]
        and run["warned_again"] == []
    )


@claim(
    "interop.frombuffer-count",
    snippet="frombuffer_count.py",
    en="The buffer must hold at least `offset` plus `count` times the element size: `count=2` of `float32` from 8 bytes works, while `count=3` raises `ValueError`: \"requested buffer length (3 * 4 bytes) after offset (0 bytes) must not be greater than actual buffer length (8 bytes)\".",
    zh="缓冲区至少要有 `offset` 加上 `count` 乘以元素大小那么多字节：从 8 个字节读取 `count=2` 个 `float32` 可以成功，`count=3` 则抛出 `ValueError`：\"requested buffer length (3 * 4 bytes) after offset (0 bytes) must not be greater than actual buffer length (8 bytes)\"（请求的长度在偏移之后不得超过缓冲区的实际长度）。",
)
def _(run):
    return run["exact"].tolist() == [0.0, 0.0] and raised(
        run,
        ValueError,
        "requested buffer length (3 * 4 bytes) after offset (0 bytes) must not be greater than actual buffer length (8 bytes)",
    )


@claim(
    "interop.frombuffer-doc",
    snippet="frombuffer_doc.py",
    en="The docstring of `torch.frombuffer` says that, for a positive `count`, the number of bytes in the buffer must be *more than* `offset` plus `count` times the size of `dtype`.",
    zh="`torch.frombuffer` 的文档字符串（docstring）说，`count` 为正数时，缓冲区的字节数必须*大于* `offset` 加上 `count` 乘以 `dtype` 的大小。",
)
def _(run):
    return "the total number of bytes in the buffer is more than :attr:`offset` plus :attr:`count` times the size" in run["rule"]


# --- DLPack ---------------------------------------------------------------------------------


@claim(
    "interop.dlpack-shares",
    snippet="dlpack_shares.py",
    over=over(tensors("ndarray", only=WRITABLE_ARRAYS)),
    en="`torch.from_dlpack(a)` shares the memory of a writable NumPy array in the machine's byte order, with at least one element and strides that are non-negative multiples of its item size, of dtype `bool`, `uint16`, `int64`, `float16`, `float32`, `float64` or `complex128` (the dtypes tried), whatever its order or number of dimensions: the tensor has the array's address and sees a later write into the array.",
    zh="对于可写、字节序与本机相同、至少有一个元素、且各步幅都是其元素大小的非负整数倍、数据类型为 `bool`、`uint16`、`int64`、`float16`、`float32`、`float64` 或 `complex128`（试过的这些数据类型）的 NumPy 数组，无论其存储顺序和维数如何，`torch.from_dlpack(a)` 都与它共享内存：张量的地址就是数组的地址，之后对数组的写入它也看得到。",
)
def _(run):
    def holds(case):
        a = case.tensor
        if min(a.strides, default=0) < 0:  # torch.from_dlpack aborts the process on a negative stride
            return "a negative stride"
        if a.dtype.name not in ("bool", "uint16", "int64", "float16", "float32", "float64", "complex128"):  # the dtypes named
            return False
        return _array_sees(torch.from_dlpack(a), a)

    return run["t"].data_ptr() == _address(run["a"]) and run["t"].tolist() == [10.0, 1.0, 2.0] and run.each(holds)


@claim(
    "interop.dlpack-refuses",
    snippet="dlpack_refused.py",
    over=over(tensors("ndarray", only=REFUSED_ARRAYS)),
    en="`torch.from_dlpack` refuses the big-endian array and the structured-array field with a `BufferError`: \"DLPack only supports native byte order.\" for the first, \"DLPack only supports strides which are a multiple of itemsize.\" for the second.",
    zh="`torch.from_dlpack` 会拒绝大端字节序数组和结构化数组的字段，抛出 `BufferError`：前者的错误信息是 \"DLPack only supports native byte order.\"（DLPack 只支持本机字节序），后者是 \"DLPack only supports strides which are a multiple of itemsize.\"（DLPack 只支持元素大小整数倍的步幅）。",
)
def _(run):
    message = {"big-endian array": DLPACK_BYTE_ORDER, "structured-array field": DLPACK_STRIDES}

    def refused(case):
        a = case.tensor
        if min(a.strides, default=0) < 0:  # torch.from_dlpack aborts the process on a negative stride
            return "a negative stride"
        return raises(lambda: torch.from_dlpack(a), BufferError, message.get(case.input.name, "a refused array"))

    return run["errors"] == {"big": DLPACK_BYTE_ORDER, "field": DLPACK_STRIDES} and run.each(refused)


@claim(
    "interop.dlpack-shares-back",
    snippet="dlpack_shares.py",
    over=over(tensors(only=CONVERTED)),
    en="In the other direction, `np.from_dlpack(u)` shares the memory of every CPU tensor that `t.numpy()` converts and that holds at least one element (views, transposed, expanded and 0-d tensors, integer, `bool` and `float16` ones, inference tensors): same address, and it sees a later write into the tensor.",
    zh="反方向上，对 `t.numpy()` 能转换、且至少有一个元素的每个 CPU 张量（视图、转置张量、扩展张量、0 维张量，整数、`bool` 和 `float16` 张量，推理张量），`np.from_dlpack(u)` 都与它共享内存：地址相同，之后对张量的写入它也看得到。",
)
def _(run):
    def holds(case):
        t = case.tensor
        b = np.from_dlpack(t)
        if _address(b) != t.data_ptr():
            return "different address"
        value = _other(_item(t))
        with torch.inference_mode():  # a write allowed on an inference tensor too
            t[_first(t)] = value
        return _item(b) == value or "a write into the tensor did not reach the array"

    return _address(run["b"]) == run["u"].data_ptr() and run["b"].tolist() == [10.0, 1.0, 2.0] and run.each(holds)


@claim(
    "interop.dlpack-neg-bit",
    snippet="dlpack_neg.py",
    en="DLPack drops the negative bit without an error: for `n = z.conj().imag`, the imaginary part of a conjugate view, whose values are `[-2.0, 4.0]`, `np.from_dlpack(n)` and `torch.from_dlpack(n)` both hold `[2.0, -4.0]`, the values as stored, and the tensor's `is_neg()` is `False`.",
    zh="DLPack 会丢掉负号位，而且不报错：`n = z.conj().imag`（共轭视图的虚部）的取值是 `[-2.0, 4.0]`，`np.from_dlpack(n)` 和 `torch.from_dlpack(n)` 得到的却都是存储中的原始值 `[2.0, -4.0]`，张量的 `is_neg()` 为 `False`。",
)
def _(run):
    n, b, u = run["n"], run["b"], run["u"]
    return (
        n.is_neg()
        and n.tolist() == [-2.0, 4.0]
        and b.tolist() == u.tolist() == [2.0, -4.0]
        and not u.is_neg()
    )


def _refuses_export(t, error):
    """Both exports of ``t`` raise exactly ``error``, and ``torch.from_dlpack(t.detach())`` shares ``t``'s memory."""
    for mode in (contextlib.nullcontext, torch.no_grad):
        for convert in (torch.from_dlpack, np.from_dlpack):
            try:
                with mode():
                    convert(t)
            except Exception as exc:  # noqa: BLE001 - the class is compared exactly
                if type(exc) is not error or DLPACK_GRAD_MESSAGE not in str(exc):
                    return f"{convert.__name__}: {type(exc).__name__}: {exc}"
            else:
                return f"{convert.__name__} exported it ({mode.__name__})"
    return torch.from_dlpack(t.detach()).data_ptr() == t.data_ptr()


@claim(
    "interop.dlpack-grad-runtime-error",
    snippet="dlpack_requires_grad.py",
    torch="<2.9",
    over=over(tensors("requires-grad")),
    en="A tensor that requires grad, a leaf, a non-leaf, a view or a `Parameter`, cannot be exported, even under `torch.no_grad()`: `torch.from_dlpack(w)` and `np.from_dlpack(w)` raise `RuntimeError`: \"Can't export tensors that require gradient, use tensor.detach()\" (a `BufferError` since 2.9, [pytorch/pytorch#150691](https://github.com/pytorch/pytorch/pull/150691)); `torch.from_dlpack(w.detach())` shares `w`'s memory.",
    zh="需要梯度的张量（叶子张量、非叶子张量、视图或 `Parameter`）无法导出，即使在 `torch.no_grad()` 之下也是如此：`torch.from_dlpack(w)` 和 `np.from_dlpack(w)` 会抛出 `RuntimeError`：\"Can't export tensors that require gradient, use tensor.detach()\"（无法导出需要梯度的张量，请使用 tensor.detach()）（自 2.9 起为 `BufferError`，[pytorch/pytorch#150691](https://github.com/pytorch/pytorch/pull/150691)）；`torch.from_dlpack(w.detach())` 则与 `w` 共享内存。",
)
def _(run):
    errors = run["errors"]
    return (
        run.each(lambda case: _refuses_export(case.tensor, RuntimeError))
        and errors == {name: ("RuntimeError", DLPACK_GRAD_MESSAGE) for name in ("torch.from_dlpack", "np.from_dlpack")}
        and run["d"].data_ptr() == run["w"].data_ptr()
        and run["no_grad_error"] == ("RuntimeError", DLPACK_GRAD_MESSAGE)
    )


@claim(
    "interop.dlpack-grad-buffer-error",
    snippet="dlpack_requires_grad.py",
    torch=">=2.9",
    over=over(tensors("requires-grad")),
    en="A tensor that requires grad, a leaf, a non-leaf, a view or a `Parameter`, cannot be exported, even under `torch.no_grad()`: `torch.from_dlpack(w)` and `np.from_dlpack(w)` raise `BufferError` (a `RuntimeError` before 2.9, [pytorch/pytorch#150691](https://github.com/pytorch/pytorch/pull/150691)): \"Can't export tensors that require gradient, use tensor.detach()\"; `torch.from_dlpack(w.detach())` shares `w`'s memory.",
    zh="需要梯度的张量（叶子张量、非叶子张量、视图或 `Parameter`）无法导出，即使在 `torch.no_grad()` 之下也是如此：`torch.from_dlpack(w)` 和 `np.from_dlpack(w)` 会抛出 `BufferError`（2.9 之前是 `RuntimeError`，[pytorch/pytorch#150691](https://github.com/pytorch/pytorch/pull/150691)）：\"Can't export tensors that require gradient, use tensor.detach()\"（无法导出需要梯度的张量，请使用 tensor.detach()）；`torch.from_dlpack(w.detach())` 则与 `w` 共享内存。",
)
def _(run):
    errors = run["errors"]
    return (
        run.each(lambda case: _refuses_export(case.tensor, BufferError))
        and errors == {name: ("BufferError", DLPACK_GRAD_MESSAGE) for name in ("torch.from_dlpack", "np.from_dlpack")}
        and run["d"].data_ptr() == run["w"].data_ptr()
        and run["no_grad_error"] == ("BufferError", DLPACK_GRAD_MESSAGE)
    )


@claim(
    "interop.dlpack-copy-typeerror",
    snippet="dlpack_copy.py",
    torch="<2.9",
    en="`torch.from_dlpack(a, copy=True)` raises `TypeError`: \"from_dlpack() got an unexpected keyword argument 'copy'\"; the keyword came with 2.9 ([pytorch/pytorch#150218](https://github.com/pytorch/pytorch/pull/150218)).",
    zh="`torch.from_dlpack(a, copy=True)` 会抛出 `TypeError`：\"from_dlpack() got an unexpected keyword argument 'copy'\"（from_dlpack() 收到了意外的关键字参数 copy）；这个关键字参数自 2.9 起才有（[pytorch/pytorch#150218](https://github.com/pytorch/pytorch/pull/150218)）。",
)
def _(run):
    return run["t"] is None and str(run["error"]) == "from_dlpack() got an unexpected keyword argument 'copy'"


@claim(
    "interop.dlpack-copy",
    snippet="dlpack_copy.py",
    torch=">=2.9",
    en="`torch.from_dlpack(a, copy=True)` returns a copy: a new address, and a later write into the array does not reach it ([pytorch/pytorch#150218](https://github.com/pytorch/pytorch/pull/150218)).",
    zh="`torch.from_dlpack(a, copy=True)` 返回一份副本：地址是新的，之后对数组的写入不会影响它（[pytorch/pytorch#150218](https://github.com/pytorch/pytorch/pull/150218)）。",
)
def _(run):
    t = run["t"]
    return t is not None and t.data_ptr() != _address(run["a"]) and t.tolist() == [0.0, 1.0, 2.0] and run["a"].tolist()[0] == 10.0


# --- share_memory_ --------------------------------------------------------------------------


@claim(
    "interop.share-memory",
    snippet="share_memory.py",
    over=over(tensors(only=NOT_SHARED)),
    en="On every CPU tensor of layout `torch.strided` whose storage is not in shared memory yet, whatever its dtype, strides, bits or `requires_grad` (an inference tensor and one from `torch.from_numpy` included), `share_memory_()` returns the same tensor object, keeps its values, and turns `is_shared()` from `False` to `True`.",
    zh="对布局（layout）为 `torch.strided`、存储尚未位于共享内存中的每个 CPU 张量，无论其数据类型、步幅、共轭位、负号位和 `requires_grad` 如何（包括推理张量和 `torch.from_numpy` 得到的张量），`share_memory_()` 都返回同一个张量对象，取值保持不变，`is_shared()` 则从 `False` 变为 `True`。",
)
def _(run):
    def holds(case):
        t = case.tensor
        before, values = t.is_shared(), t.tolist()
        return t.layout == torch.strided and before is False and t.share_memory_() is t and t.tolist() == values and t.is_shared()

    return (
        run["t"].layout == torch.strided
        and run["before"] is False
        and run["t"].is_shared()
        and run["r"] is run["t"]
        and printed(run, "values: [1.0, 2.0, 3.0, 4.0]")
        and run.each(holds)
    )


@claim(
    "interop.share-memory-moves",
    snippet="share_memory.py",
    over=over(tensors(only=tuple(name for name in NOT_SHARED if name != "empty"))),
    en="On each of them that holds at least one element it moves the data to a new address (`data_ptr()` changes), so a tensor from `torch.from_numpy` no longer shares the array's memory afterwards. In the snippet, a view such as `t[1:]` follows, since it shares `t`'s storage, but an array made earlier by `t.numpy()` is left at the old address and no longer shares memory with `t`.",
    zh="对其中至少有一个元素的每个张量，它都会把数据搬到新的地址（`data_ptr()` 改变），因此 `torch.from_numpy` 得到的张量此后不再与数组共享内存。示例中，`t[1:]` 这样的视图与 `t` 共享存储，会跟着过去；但之前用 `t.numpy()` 得到的数组还停在旧地址，不再与 `t` 共享内存。",
)
def _(run):
    def holds(case):
        t = case.tensor
        before = t.data_ptr()
        array = t.numpy(force=True) if case.input.name == "from_numpy" else None
        t.share_memory_()
        return t.data_ptr() != before and (array is None or _address(array) != t.data_ptr())

    t, view, a = run["t"], run["view"], run["a"]
    return (
        run.each(holds)
        and printed(run, "torch.from_numpy(n) after share_memory_(), at n's address: False")
        and t.data_ptr() != run["old_address"]
        and view.data_ptr() == t.data_ptr() + t.element_size()
        and view.tolist() == [20.0, 3.0, 4.0]
        and _address(a) == run["old_address"]
    )


@claim(
    "interop.share-memory-already",
    snippet="share_memory_other.py",
    over=over(tensors("shared-memory")),
    en="A tensor whose storage is in shared memory already, one that `share_memory_()` has moved there, a view of it made afterwards, or one from `torch.from_file` (even with `shared=False`), has `is_shared()` `True` from the start, and `share_memory_()` returns it as it is, its data at the same address.",
    zh="存储已经位于共享内存中的张量（`share_memory_()` 已经搬过去的张量、之后取的它的视图，或者 `torch.from_file` 得到的张量，即使传了 `shared=False`），`is_shared()` 一开始就是 `True`，`share_memory_()` 原样返回它，数据仍在原来的地址。",
)
def _(run):
    def holds(case):
        t = case.tensor
        before, address = t.is_shared(), t.data_ptr()
        return before is True and t.share_memory_() is t and t.data_ptr() == address

    return (
        all(printed(run, f"{name}: is_shared() before: True | same object: True | data_ptr() changed: False")
            for name in ("moved", "view", "mapped"))
        and run.each(holds)
    )


@claim(
    "interop.share-memory-sparse",
    snippet="share_memory_other.py",
    en="On the sparse tensor `torch.zeros(3).to_sparse()`, of layout `torch.sparse_coo`, `share_memory_()` raises `NotImplementedError`: \"Cannot access storage of SparseTensorImpl\".",
    zh="对稀疏张量 `torch.zeros(3).to_sparse()`（布局为 `torch.sparse_coo`），`share_memory_()` 会抛出 `NotImplementedError`：\"Cannot access storage of SparseTensorImpl\"（无法访问 SparseTensorImpl 的存储）。",
)
def _(run):
    return (
        run["sparse"].layout == torch.sparse_coo
        and type(run["error"]) is NotImplementedError
        and str(run["error"]).startswith("Cannot access storage of SparseTensorImpl")
    )


@claim(
    "interop.share-memory-doc",
    snippet="share_memory_doc.py",
    en="Its docstring says it is a no-op if the storage is already in shared memory and for CUDA tensors.",
    zh="它的文档字符串说，如果存储已经位于共享内存中，或者张量在 CUDA 上，它什么也不做。",
)
def _(run):
    return printed(
        run,
        "Moves the underlying storage to shared memory. This is a no-op if the underlying storage is already in shared memory and for CUDA tensors.",
    )


# --- torch.multiprocessing -----------------------------------------------------------------


def _seen(run, label, expected):
    """The snippet's row ``label``: (is_shared() before and after start(), data_ptr() changed, exit code, t), as printed."""
    before, after, moved, code, values = expected
    return run["seen"][label] == expected and printed(
        run,
        f"{label}: is_shared() {before} -> {after} at start(), data_ptr() changed: {moved}; "
        f"child exit code {code}; t in the parent: {values}",
    )


@claim(
    "interop.mp-process-args",
    snippet="mp_process.py",
    en="The CPU tensor `t = torch.zeros(3)`, passed in `args` to a `torch.multiprocessing` child that runs `t.add_(1)`, is shared with the child under the 'spawn' start method but not under 'fork': with 'spawn', `start()` moves `t`'s storage to shared memory (`t.is_shared()` turns `True` and `t.data_ptr()` changes) and the parent then reads `[1.0, 1.0, 1.0]`; with 'fork', `t.is_shared()` stays `False` and the parent's `t` stays `[0.0, 0.0, 0.0]`.",
    zh="把 CPU 张量 `t = torch.zeros(3)` 通过 `args` 传给执行 `t.add_(1)` 的 `torch.multiprocessing` 子进程，启动方式（start method）为 'spawn' 时它与子进程共享，为 'fork' 时则不共享：用 'spawn' 时，`start()` 把 `t` 的存储搬到共享内存（`t.is_shared()` 变为 `True`，`t.data_ptr()` 也改变了），父进程随后读到 `[1.0, 1.0, 1.0]`；用 'fork' 时，`t.is_shared()` 仍为 `False`，父进程中的 `t` 仍是 `[0.0, 0.0, 0.0]`。",
)
def _(run):
    return (
        _seen(run, "spawn", (False, True, True, 0, [1.0, 1.0, 1.0]))
        and _seen(run, "fork", (False, False, False, 0, [0.0, 0.0, 0.0]))
    )


@claim(
    "interop.mp-fork-share-first",
    snippet="mp_process.py",
    en="With 'fork', calling `t.share_memory_()` before `start()` makes the child's `t.add_(1)` reach the parent, which then reads `[1.0, 1.0, 1.0]`.",
    zh="用 'fork' 时，在 `start()` 之前调用 `t.share_memory_()`，子进程的 `t.add_(1)` 就能影响父进程，父进程随后读到 `[1.0, 1.0, 1.0]`。",
)
def _(run):
    return _seen(run, "fork after t.share_memory_()", (True, True, False, 0, [1.0, 1.0, 1.0]))


@claim(
    "interop.mp-queue",
    snippet="mp_queue.py",
    en="Sent through a `torch.multiprocessing` queue, the tensor is shared with 'fork' too: after the parent's `queue.put(t)` and the child's `queue.get().add_(1)`, `t.is_shared()` is `True` in the parent, which reads `[1.0, 1.0, 1.0]`.",
    zh="通过 `torch.multiprocessing` 的队列（queue）发送时，即使用 'fork'，张量也是共享的：父进程执行 `queue.put(t)`、子进程执行 `queue.get().add_(1)` 之后，父进程中的 `t.is_shared()` 为 `True`，读到的是 `[1.0, 1.0, 1.0]`。",
)
def _(run):
    return (
        run["before"] is False
        and run["t"].is_shared()
        and run["child"].exitcode == 0
        and run["t"].tolist() == [1.0, 1.0, 1.0]
        and printed(run, "is_shared() before queue.put(t): False | after the child took it: True")
        and printed(run, "child exit code: 0 | t in the parent: [1.0, 1.0, 1.0]")
    )


# --- pinned memory and non_blocking ---------------------------------------------------------


@claim(
    "interop.pin-memory",
    snippet="pin_memory.py",
    over=over(tensors(only=tuple(name for name in CPU_TENSORS if name != "empty"))),
    en="A CPU tensor with at least one element, made on the CPU from data that is not pinned (not with `pin_memory=True`, not by `pin_memory()`, not as a view of a pinned tensor), whatever its dtype, strides, bits or `requires_grad`, is not pinned (`is_pinned()` is `False`), and on a machine with no accelerator (no CUDA, MPS or XPU) `pin_memory()` raises `RuntimeError` on each of them.",
    zh="至少有一个元素、在 CPU 上由未锁页的数据得到的 CPU 张量（不是用 `pin_memory=True` 创建的，不是由 `pin_memory()` 得到的，也不是锁页张量的视图），无论其数据类型、步幅、共轭位、负号位和 `requires_grad` 如何，都不是锁页内存（pinned memory；`is_pinned()` 为 `False`）；在没有加速器（没有 CUDA、MPS 或 XPU）的机器上，`pin_memory()` 对每个这样的张量都会抛出 `RuntimeError`。",
)
def _(run):
    def holds(case):
        t = case.tensor
        if t.is_pinned():
            return "pinned already"
        if run["accelerator"]:  # the sentence's second part speaks of machines without an accelerator only (with CUDA,
            return True  # pin_memory() of an expanded tensor raised on an H200 with torch 2.11: not claimed here)
        try:
            t.pin_memory()
        except RuntimeError as exc:  # for want of an accelerator, not for the kind of tensor
            return "only dense CPU tensors can be pinned" not in str(exc) or str(exc)
        return "pinned without CUDA"

    if run["accelerator"]:
        return not run["t"].is_pinned() and run["p"].is_pinned() and run.each(holds)
    return not run["t"].is_pinned() and type(run["error"]) is RuntimeError and run.each(holds)


@claim(
    "interop.non-blocking-cpu",
    snippet="non_blocking.py",
    over=over(tensors(only=CPU_TENSORS)),
    en="On every CPU tensor, whatever its dtype, strides, bits or `requires_grad`, `t.to('cpu', non_blocking=True)` returns `t` itself: nothing is copied, so there is nothing to wait for; with `copy=True` added, `t.to('cpu', non_blocking=True, copy=True)` returns a new tensor, in new memory when `t` holds at least one element.",
    zh="对任何 CPU 张量，无论其数据类型、步幅、共轭位、负号位和 `requires_grad` 如何，`t.to('cpu', non_blocking=True)` 返回的都是 `t` 本身：没有发生复制，也就没有什么需要等待；加上 `copy=True` 后，`t.to('cpu', non_blocking=True, copy=True)` 返回一个新张量，`t` 至少有一个元素时它位于新的内存中。",
)
def _(run):
    def holds(case):
        t = case.tensor
        copied = t.to("cpu", non_blocking=True, copy=True)
        return t.to("cpu", non_blocking=True) is t and copied is not t and (t.numel() == 0 or copied.data_ptr() != t.data_ptr())

    return (
        run["same"] is run["t"]
        and run["copied"] is not run["t"]
        and run["copied"].data_ptr() != run["t"].data_ptr()
        and run.each(holds)
    )


DEPRECATED = "The argument 'device' of Tensor.{}() is deprecated. Please do not pass this argument."


@claim(
    "interop.pin-device-deprecated",
    snippet="pin_memory_device.py",
    torch=">=2.5",
    en="Passing a device to either is deprecated, and the warning shows even without an accelerator: `t.is_pinned('cuda')` returns `False` with a `DeprecationWarning`, \"The argument 'device' of Tensor.is_pinned() is deprecated. Please do not pass this argument.\", and `t.pin_memory('cpu')` warns the same for `Tensor.pin_memory()` before it raises ([pytorch/pytorch#126376](https://github.com/pytorch/pytorch/pull/126376)).",
    zh="给这两个方法传入设备参数已被弃用，而且即使没有加速器也会看到警告：`t.is_pinned('cuda')` 返回 `False`，同时发出 `DeprecationWarning`：\"The argument 'device' of Tensor.is_pinned() is deprecated. Please do not pass this argument.\"（Tensor.is_pinned() 的 device 参数已弃用，请不要传入），`t.pin_memory('cpu')` 则在抛出错误之前，针对 `Tensor.pin_memory()` 发出同样的警告（[pytorch/pytorch#126376](https://github.com/pytorch/pytorch/pull/126376)）。",
)
def _(run):
    return (
        run["pinned"] is False
        and run["outcome"] != "no error"
        and run["messages"][0] == "DeprecationWarning: " + DEPRECATED.format("is_pinned")
        and "DeprecationWarning: " + DEPRECATED.format("pin_memory") in run["messages"]
    )


@claim(
    "interop.pin-device-silent",
    snippet="pin_memory_device.py",
    torch="<2.5",
    en="Passing a device to either emits no warning: `t.is_pinned('cuda')` returns `False` silently (the deprecation came with 2.5, [pytorch/pytorch#126376](https://github.com/pytorch/pytorch/pull/126376)).",
    zh="给这两个方法传入设备参数不会发出警告：`t.is_pinned('cuda')` 默默返回 `False`（弃用自 2.5 起，[pytorch/pytorch#126376](https://github.com/pytorch/pytorch/pull/126376)）。",
)
def _(run):
    return run["pinned"] is False and run["messages"] == [] and run["outcome"] != "no error"
