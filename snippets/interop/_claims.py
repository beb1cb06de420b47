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


# The arrays torch.asarray refuses with ValueError, and those its rule on arrays leaves out (all but these share or copy
# as copy= says)
REFUSED_BY_ASARRAY = ("array with a negative stride", "big-endian array", "structured-array field")
ASARRAY_LEFT_OUT = ("0-d array", "empty array", *REFUSED_BY_ASARRAY)


# What the check does not see, as (English, Chinese) labels for the line under a claim.
OTHER_DEFAULT_DEVICE = ("a default device other than the CPU", "CPU 以外的默认设备")
READ_ONLY_WRITE = ("a write into a read-only array, which NumPy refuses", "往只读数组里写入：NumPy 不允许")
EMPTY_ARRAY = ("empty array, which holds no element", "空数组：它没有元素")
EMPTY_TENSOR = ("empty tensor, which holds no element", "空张量：它没有元素")
INFERENCE_MESSAGE = "Setting requires_grad=True on inference tensor outside InferenceMode is not allowed."
INFERENCE_REFUSED = "Inplace update to inference tensor outside InferenceMode is not allowed."
INFERENCE_WRITE = ("a write through an inference tensor, which only inference mode allows",
                   "通过推理张量写入：只有在推理模式中才允许")


EARLIER_ARRAY = ("what that array reads afterwards: the memory it points to has been freed, so it must not be used",
                 "该数组此后读到的内容：它指向的内存已被释放，不能再使用它")
# --- at a glance ----------------------------------------------------------------------------


@claim(
    "interop.glance",
    snippet="glance.py",
    not_covered=(("a tensor `t` that requires grad, which `np.from_dlpack` refuses (below)",
                  "需要梯度的张量 `t`：`np.from_dlpack` 拒绝它，见下文"),
                 ("a 0-d array `a`, which `torch.asarray` copies (below)", "0 维数组 `a`：`torch.asarray` 会复制它，见下文"),
                 ("a read-only array `a`", "只读数组 `a`")),
    en="On the CPU, `torch.asarray(t)`, `torch.asarray(a)`, `torch.frombuffer`, `torch.from_dlpack(a)`, `np.from_dlpack(t)` and `t.to('cpu', non_blocking=True)` share memory with their source; `torch.asarray(t, copy=True)` copies.",
    zh="在 CPU 上，`torch.asarray(t)`、`torch.asarray(a)`、`torch.frombuffer`、`torch.from_dlpack(a)`、`np.from_dlpack(t)` 和 `t.to('cpu', non_blocking=True)` 与来源共享内存；`torch.asarray(t, copy=True)` 则会复制。",
)
def _(run):
    shares = run["shares"]
    expected = {call: call != "torch.asarray(t, copy=True)" for call in shares}
    zero_dim = np.array(3.5)
    labelled = (  # what the first two labels on the line under it say
        any(raises(lambda: np.from_dlpack(torch.arange(3.0, requires_grad=True)), error, DLPACK_GRAD_MESSAGE)
            for error in (RuntimeError, BufferError))
        and torch.asarray(zero_dim).data_ptr() != _address(zero_dim)
    )
    return (
        labelled
        and len(shares) == 7
        and shares == expected
        and all(printed(run, f"| `{call}` | {'✓' if s else ''} | {'' if s else '✓'} |") for call, s in shares.items())
    )


# --- torch.asarray --------------------------------------------------------------------------


@claim(
    "interop.asarray-list",
    snippet="asarray_copy.py",
    not_covered=(("a list of tensors of more than one element, which it refuses with `ValueError`",
                  "由多元素张量组成的列表：以 `ValueError` 拒绝"),),
    en="From a list of numbers, `torch.asarray` builds a new tensor with `copy=None` or `copy=True`; `copy=False` raises `ValueError`: \"can't alias arbitrary sequence into a tensor.\"",
    zh="从数字列表出发，`torch.asarray` 在 `copy=None` 或 `copy=True` 时构造新张量；`copy=False` 则抛出 `ValueError`：\"can't alias arbitrary sequence into a tensor.\"（无法让张量成为一般序列的别名）。",
)
def _(run):
    r = run["results"]
    tensors_list = [torch.ones(2), torch.zeros(2)]  # the label on the line under it
    refused = all(raises(lambda: torch.asarray(tensors_list, copy=copy), ValueError,
                         "only one element tensors can be converted to Python scalars") for copy in (None, True))
    return (
        refused
        and r["list", None] == r["list", True] == "new tensor"
        and r["list", False] == "ValueError: can't alias arbitrary sequence into a tensor."
    )


@claim(
    "interop.asarray-numpy",
    snippet="asarray_copy.py",
    over=over(tensors("ndarray", but=ASARRAY_LEFT_OUT),
              ops("from-array", "asarray-copy", only=("torch.asarray(t)", "torch.asarray(t, copy=False)", "torch.asarray(t, copy=True)")),
              contexts(*CPU_CONTEXTS)),
    not_covered=(OTHER_DEFAULT_DEVICE, READ_ONLY_WRITE, (*EMPTY_ARRAY, ("empty array",)),
                 ("0-d array, which it copies (below)", "0 维数组：它会被复制，见下文", ("0-d array",)),
                 ("arrays it refuses with `ValueError` (below): a negative stride, another byte order, a structured-array field",
                  "它以 `ValueError` 拒绝的数组，见下文：步幅为负、字节序不同、结构化数组的字段", REFUSED_BY_ASARRAY),
                 ("arrays of a dtype torch lacks, such as `object` or `np.longdouble`, refused with `TypeError`",
                  "torch 没有对应数据类型的数组，例如 `object` 或 `np.longdouble`：以 `TypeError` 拒绝")),
    en="From a NumPy array, `torch.asarray` shares the array's memory with `copy=None` or `copy=False`, and copies it with `copy=True`.",
    zh="从 NumPy 数组出发，`torch.asarray` 在 `copy=None` 或 `copy=False` 时与数组共享内存，在 `copy=True` 时则复制它。",
)
def _(run):
    def holds(case):
        if case.tensor.dtype.name not in ("bool", "uint16", "int64", "float16", "float32", "float64", "complex128"):  # the dtypes tried
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
    "interop.asarray-zero-dim",
    snippet="asarray_zero_dim.py",
    exception_to=("interop.asarray-numpy",),
    en="`torch.asarray(z)` copies the 0-d array `z = np.array(3.5)`, even with `copy=False`, whereas `torch.from_numpy(z)` and `torch.as_tensor(z)` share its memory.",
    zh="`torch.asarray(z)` 会复制 0 维数组 `z = np.array(3.5)`，即使传入 `copy=False` 也一样；而 `torch.from_numpy(z)` 和 `torch.as_tensor(z)` 与它共享内存。",
)
def _(run):
    r = run["results"]
    return (
        r["torch.asarray(z)"] == r["torch.asarray(z, copy=False)"] == (False, 3.5)
        and r["torch.from_numpy(z)"] == r["torch.as_tensor(z)"] == (True, 10.0)
    )


REFUSING = ops("from-array", "asarray-copy", "from-array-dtype", "legacy")


@claim(
    "interop.asarray-refuses",
    snippet="asarray_refused.py",
    over=over(tensors("ndarray", only=("big-endian array",)), REFUSING, contexts()),
    en="`torch.asarray`, `torch.from_numpy`, `torch.as_tensor` and `torch.tensor` raise `ValueError` on an array whose byte order is not the machine's: \"given numpy array has byte order different from the native byte order\".",
    zh="对字节序与本机不同的数组，`torch.asarray`、`torch.from_numpy`、`torch.as_tensor` 和 `torch.tensor` 都会抛出 `ValueError`：\"given numpy array has byte order different from the native byte order\"（与本机字节序相异）。",
)
def _(run):
    errors = run["errors"]
    big = [m for (name, _), m in errors.items() if name == "big"]
    return (
        len(big) == 5
        and all((m or "").startswith(BYTE_ORDER_ERROR) for m in big)
        and run.each(lambda case: raises(case.apply, ValueError, BYTE_ORDER_ERROR))
    )


@claim(
    "interop.asarray-refuses-field",
    snippet="asarray_refused.py",
    over=over(tensors("ndarray", only=("structured-array field",)), REFUSING, contexts()),
    en="The same calls raise `ValueError` on a structured-array field such as `record[\"a\"]`, whose 5-byte stride is not a multiple of its item size: \"given numpy array strides not a multiple of the element byte size\".",
    zh="对结构化数组的字段，例如步幅（stride）为 5 字节、不是元素大小整数倍的 `record[\"a\"]`，这些调用同样抛出 `ValueError`：\"given numpy array strides not a multiple of the element byte size\"（步幅不是元素字节数的整数倍）。",
)
def _(run):
    errors = run["errors"]
    field = [m for (name, _), m in errors.items() if name == "field"]
    return (
        run["field"].strides == (5,)
        and run["field"].itemsize == 4
        and len(field) == 5
        and all((m or "").startswith(FIELD_ERROR) for m in field)
        and run.each(lambda case: raises(case.apply, ValueError, FIELD_ERROR))
    )


NEGATIVE_STRIDE = "At least one stride in the given numpy array is negative, and tensors with negative strides are not currently supported."


@claim(
    "interop.asarray-negative-stride",
    snippet="asarray_refused.py",
    over=over(tensors("ndarray", only=("array with a negative stride",)),
              ops("from-array", "asarray-copy", only=("torch.asarray(t)", "torch.asarray(t, copy=False)", "torch.asarray(t, copy=True)")),
              contexts(*CPU_CONTEXTS)),
    exception_to=("interop.asarray-numpy",),
    en="`torch.asarray` raises `ValueError` on an array with a negative stride, such as `a[::-1]`, even with `copy=True`: \"At least one stride in the given numpy array is negative, and tensors with negative strides are not currently supported.\"",
    zh="对步幅为负的数组，例如 `a[::-1]`，`torch.asarray` 会抛出 `ValueError`，即使传入 `copy=True` 也一样：\"At least one stride in the given numpy array is negative, and tensors with negative strides are not currently supported.\"（目前不支持负步幅）。",
)
def _(run):
    return (
        run["a"][::-1].strides[0] < 0
        and sorted(run["negative"], key=str) == [False, None, True]
        and all((m or "").startswith(NEGATIVE_STRIDE) for m in run["negative"].values())
        and printed(run, "a[::-1]: strides (-8,) | ValueError from torch.asarray with copy=None, False and True: True")
        and run.each(lambda case: case.tensor.strides[0] < 0 and raises(case.apply, ValueError, NEGATIVE_STRIDE))
    )


@claim(
    "interop.asarray-tensor",
    snippet="asarray_copy.py",
    over=over(tensors(only=CPU_LEAVES),
              ops("from-array", "asarray-copy", only=("torch.asarray(t)", "torch.asarray(t, copy=False)", "torch.asarray(t, copy=True)")),
              contexts(*CPU_CONTEXTS)),
    not_covered=(OTHER_DEFAULT_DEVICE, EMPTY_TENSOR),
    en="From a CPU leaf tensor, `torch.asarray` returns the very same tensor object with `copy=None` or `copy=False`, and a new tensor in new memory with `copy=True`.",
    zh="从 CPU 叶子张量（leaf tensor）出发，`torch.asarray` 在 `copy=None` 或 `copy=False` 时返回同一个张量对象，在 `copy=True` 时返回位于新内存中的新张量。",
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
    en="`torch.asarray(t, dtype=torch.float64)` on the `float32` tensor `t` copies it into new memory; adding `copy=False` raises `ValueError`: \"can't alias tensor with dtype 'Float' into dtype 'Double'.\"",
    zh="对 `float32` 张量 `t` 调用 `torch.asarray(t, dtype=torch.float64)` 会把它复制到新内存；再加上 `copy=False` 则抛出 `ValueError`：\"can't alias tensor with dtype 'Float' into dtype 'Double'.\"（无法把 Float 张量当作 Double 张量的别名）。",
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
    not_covered=(OTHER_DEFAULT_DEVICE,),
    en="`torch.asarray(t, requires_grad=True)` on a floating-point CPU leaf `t` that does not require grad returns `t` itself and switches `t.requires_grad` on.",
    zh="对不需要梯度的浮点 CPU 叶子张量 `t`，`torch.asarray(t, requires_grad=True)` 返回的不是副本，而是 `t` 本身，并打开 `t.requires_grad`。",
)
def _(run):
    def holds(case):
        t = case.tensor
        if t.requires_grad:
            return "the input requires grad already"
        return torch.asarray(t, requires_grad=True) is t and t.requires_grad and t.is_leaf

    return run["r"] is run["t"] and run["t"].requires_grad and run["t"].is_leaf and run.each(holds)


@claim(
    "interop.asarray-requires-grad-inference",
    snippet="asarray_inference.py",
    over=over(tensors(only=("inference tensor",)), contexts("no context", "default dtype float64", "torch.no_grad()")),
    exception_to=("interop.asarray-requires-grad",),
    en="Outside inference mode, `torch.asarray(t, requires_grad=True)` raises `RuntimeError` on an inference tensor: \"Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.\"",
    zh="在推理模式（inference mode）之外，对推理张量（inference tensor）调用 `torch.asarray(t, requires_grad=True)` 会抛出 `RuntimeError`：\"Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.\"（不允许在推理模式之外让推理张量需要梯度）。",
)
def _(run):
    def holds(case):
        t = case.tensor
        return t.is_inference() and raises(lambda: torch.asarray(t, requires_grad=True), RuntimeError, INFERENCE_MESSAGE)

    return run["t"].is_inference() and raised(run, RuntimeError, INFERENCE_MESSAGE) and run.each(holds)


@claim(
    "interop.asarray-drops-requires-grad",
    snippet="asarray_unspecified.py",
    torch="<2.12",
    over=over(tensors("requires-grad", "leaf", but=(NO_GRAD_VIEW, INFERENCE_VIEW)), ops("from-array", only=("torch.asarray(t)",)),
              contexts(*CPU_CONTEXTS)),
    not_covered=(OTHER_DEFAULT_DEVICE,),
    en="`torch.asarray(w)` on a leaf `w` that requires grad returns `w` itself and silently switches `w.requires_grad` off ([pytorch/pytorch#170819](https://github.com/pytorch/pytorch/issues/170819)).",
    zh="对需要梯度的叶子张量 `w`，`torch.asarray(w)` 返回 `w` 本身，并悄无声息地把 `w.requires_grad` 关掉，见 [pytorch/pytorch#170819](https://github.com/pytorch/pytorch/issues/170819)。",
)
def _(run):
    def holds(case):
        t = case.tensor
        return case.apply() is t and not t.requires_grad and case.warnings == []

    return run.each(holds) and run["s"] is run["w"] and not run["w"].requires_grad and not run["warned"]


@claim(
    "interop.asarray-keeps-requires-grad",
    snippet="asarray_unspecified.py",
    torch=">=2.12",
    over=over(tensors("requires-grad", "leaf"), ops("from-array", only=("torch.asarray(t)",)), contexts(*CPU_CONTEXTS)),
    not_covered=(OTHER_DEFAULT_DEVICE,),
    en="`torch.asarray(w)` on a leaf `w` that requires grad returns `w` with `requires_grad` still on ([pytorch/pytorch#170897](https://github.com/pytorch/pytorch/pull/170897)).",
    zh="对需要梯度的叶子张量 `w`，`torch.asarray(w)` 返回 `w`，其 `requires_grad` 仍然打开，见 [pytorch/pytorch#170897](https://github.com/pytorch/pytorch/pull/170897)。",
)
def _(run):
    def holds(case):
        t = case.tensor
        return case.apply() is t and t.requires_grad

    return run.each(holds) and run["s"] is run["w"] and run["w"].requires_grad


@claim(
    "interop.asarray-warns",
    snippet="asarray_unspecified.py",
    torch=">=2.12",
    over=over(tensors("requires-grad"),
              ops("from-array", "asarray-copy", only=("torch.asarray(t)", "torch.asarray(t, copy=False)", "torch.asarray(t, copy=True)")),
              contexts(*CPU_CONTEXTS)),
    en="Called without `requires_grad=` on a tensor that requires grad, leaf or non-leaf, `torch.asarray` warns with a `UserWarning` that starts `torch.asarray: unspecified requires_grad now defaults to obj.requires_grad instead of False.` ([pytorch/pytorch#170897](https://github.com/pytorch/pytorch/pull/170897)).",
    zh="不传 `requires_grad=` 而对需要梯度的张量调用 `torch.asarray` 时，无论它是不是叶子张量，都会发出 `UserWarning`，开头是 `torch.asarray: unspecified requires_grad now defaults to obj.requires_grad instead of False.`（未指定的 requires_grad 现在默认取 obj.requires_grad，而不再是 False），见 [pytorch/pytorch#170897](https://github.com/pytorch/pytorch/pull/170897)。",
)
def _(run):
    def holds(case):  # case.apply() shows a once-per-process warning every time (torch.set_warn_always(True))
        case.apply()
        return [c for c, m in case.warnings] == ["UserWarning"] and case.warnings[0][1].startswith(ASARRAY_WARNING)

    return run.each(holds) and warned(run, "UserWarning", ASARRAY_WARNING)


@claim(
    "interop.asarray-warns-once",
    snippet="asarray_unspecified.py",
    torch=">=2.12",
    en="Without `torch.set_warn_always(True)`, only the first such call in a process warns; a call that passes `requires_grad=` neither warns nor uses the warning up ([pytorch/pytorch#170897](https://github.com/pytorch/pytorch/pull/170897)).",
    zh="不调用 `torch.set_warn_always(True)` 时，每个进程只有第一次这样的调用会发出警告；传入 `requires_grad=` 的调用既不发出警告，也不会把这次警告用掉（[pytorch/pytorch#170897](https://github.com/pytorch/pytorch/pull/170897)）。",
)
def _(run):
    return (
        run["warned_explicit"] == []
        and printed(run, "torch.asarray(w, requires_grad=True) warns: False")
        and warned(run, "UserWarning", ASARRAY_WARNING)  # the first call without requires_grad=, after it
        and run["warned_again"] == []
        and not run["n"].is_leaf and run["n"].requires_grad  # the second call's tensor: a non-leaf
        and printed(run, "a second torch.asarray call, on a non-leaf, warns: False")
        and len(run["warned_always"]) == 1 and run["warned_always"][0].startswith(ASARRAY_WARNING)
        and printed(run, "after torch.set_warn_always(True), a third torch.asarray call warns: True")
    )


@claim(
    "interop.asarray-no-grad-view",
    snippet="asarray_unspecified.py",
    over=over(tensors(only=(NO_GRAD_VIEW, INFERENCE_VIEW)), ops("from-array", only=("torch.asarray(t)",)), contexts(*CPU_CONTEXTS)),
    exception_to=("interop.asarray-drops-requires-grad",),
    en="`torch.asarray(v)` returns `v` with `requires_grad` still on when `v = base[1:]` was taken from the leaf `base` under `torch.no_grad()` or in inference mode.",
    zh="若 `v = base[1:]` 是在 `torch.no_grad()` 下或推理模式中从叶子张量 `base` 取出的，`torch.asarray(v)` 返回 `v`，其 `requires_grad` 仍然打开。",
)
def _(run):
    def holds(case):
        t = case.tensor
        return case.apply() is t and t.requires_grad

    return (
        run["same_v"] is run["v"]
        and run["v"].requires_grad
        and run["same_vi"] is run["vi"]
        and run["vi"].requires_grad
        and printed(run, "asarray(v) is v: True | v.requires_grad afterwards: True")
        and run.each(holds)
    )


@claim(
    "interop.no-grad-view-leaf",
    snippet="asarray_unspecified.py",
    en="Such a view is itself a leaf that requires grad, and `v.requires_grad_(False)` leaves its `requires_grad` on; taken in inference mode, it is no inference tensor.",
    zh="这样的视图（view）本身就是需要梯度的叶子张量，`v.requires_grad_(False)` 之后其 `requires_grad` 仍然打开；在推理模式中取出的，也不是推理张量。",
)
def _(run):
    v, vi = run["v"], run["vi"]
    return (
        v._is_view()
        and v._base is run["base"]
        and v.is_leaf
        and v.requires_grad
        and printed(run, "after v.requires_grad_(False): True")
        and vi._is_view()
        and vi._base is run["base_i"]
        and vi.is_leaf
        and vi.requires_grad
        and not vi.is_inference()
        and printed(run, "after vi.requires_grad_(False): True")
    )


# --- torch.frombuffer -----------------------------------------------------------------------


@claim(
    "interop.frombuffer-shares",
    snippet="frombuffer_shares.py",
    en="`torch.frombuffer(buffer, dtype=torch.float32)` shares memory with the `bytearray` `buffer`: a write through either one shows up in the other.",
    zh="`torch.frombuffer(buffer, dtype=torch.float32)` 与 `bytearray` `buffer` 共享内存：通过其中一方写入，另一方都能看到。",
)
def _(run):
    return bytes(run["buffer"]).hex(" ") == "00 00 80 3f 00 00 00 40" and run["t"].tolist() == [1.0, 2.0]


@claim(
    "interop.frombuffer-readonly",
    snippet="frombuffer_readonly.py",
    en="`torch.frombuffer(data, dtype=torch.float32)` still converts the read-only `data = bytes(8)`, and warns with a `UserWarning` that starts `The given buffer is not writable, and PyTorch does not support non-writable tensors.`",
    zh="对只读的 `data = bytes(8)`，`torch.frombuffer(data, dtype=torch.float32)` 照样能转换，并发出 `UserWarning`，开头是 `The given buffer is not writable, and PyTorch does not support non-writable tensors.`（给定的缓冲区不可写，而 PyTorch 不支持不可写的张量）。",
)
def _(run):
    return (
        run["t"].tolist() == [0.0, 0.0]
        and warned(run, "UserWarning", "The given buffer is not writable, and PyTorch does not support non-writable tensors.")
    )


@claim(
    "interop.frombuffer-readonly-once",
    snippet="frombuffer_readonly.py",
    en="Without `torch.set_warn_always(True)`, the warning is suppressed for the rest of the program, as it says: a second call converts without a warning.",
    zh="不调用 `torch.set_warn_always(True)` 时，这条警告如它自己所说，在程序余下的部分中被抑制：第二次调用照样转换，不再发出警告。",
)
def _(run):
    return (
        warned(run, "UserWarning", "This type of warning will be suppressed for the rest of this program.")
        and run["again"].tolist() == [0.0, 0.0]
        and run["warned_again"] == []
        and len(run["warned_always"]) == 1
        and run["warned_always"][0].startswith("The given buffer is not writable, and PyTorch does not support non-writable tensors.")
        and printed(run, "after torch.set_warn_always(True), a third call warns: True")
    )


@claim(
    "interop.frombuffer-count",
    snippet="frombuffer_count.py",
    en="The buffer must hold `offset` plus `count` times the element size: `count=2` of `float32` from 8 bytes works, while `count=3` raises `ValueError`: \"requested buffer length (3 * 4 bytes) after offset (0 bytes) must not be greater than actual buffer length (8 bytes)\".",
    zh="缓冲区的字节数至少为 `offset` 加 `count` 乘元素大小：从 8 个字节读取 `count=2` 个 `float32` 可以，`count=3` 则抛出 `ValueError`：\"requested buffer length (3 * 4 bytes) after offset (0 bytes) must not be greater than actual buffer length (8 bytes)\"（请求长度不得超过实际长度）。",
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
    not_covered=(("array with a negative stride, on which `torch.from_dlpack` may abort the Python process",
                  "步幅为负的数组：`torch.from_dlpack` 可能让 Python 进程直接中止"),
                 EMPTY_ARRAY, ("a read-only array", "只读数组")),
    en="`torch.from_dlpack(a)` shares the memory of a writable NumPy array: the tensor has the array's address and sees a later write into it.",
    zh="`torch.from_dlpack(a)` 与可写的 NumPy 数组共享内存：张量的地址就是数组的地址，之后对数组的写入它也看得到。",
)
def _(run):
    def holds(case):
        a = case.tensor
        if min(a.strides, default=0) < 0:  # torch.from_dlpack aborts the process on a negative stride
            return "a negative stride"
        if a.dtype.name not in ("bool", "uint16", "int64", "float16", "float32", "float64", "complex128"):  # the dtypes tried
            return False
        return _array_sees(torch.from_dlpack(a), a)

    return run["t"].data_ptr() == _address(run["a"]) and run["t"].tolist() == [10.0, 1.0, 2.0] and run.each(holds)


@claim(
    "interop.dlpack-refuses",
    snippet="dlpack_refused.py",
    over=over(tensors("ndarray", only=REFUSED_ARRAYS)),
    en="`torch.from_dlpack` raises `BufferError` on a big-endian array, \"DLPack only supports native byte order.\", and on a structured-array field, \"DLPack only supports strides which are a multiple of itemsize.\"",
    zh="`torch.from_dlpack` 对大端字节序数组和结构化数组的字段都抛出 `BufferError`：前者是 \"DLPack only supports native byte order.\"（只支持本机字节序），后者是 \"DLPack only supports strides which are a multiple of itemsize.\"（步幅须为元素大小的整数倍）。",
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
    not_covered=(("tensor that requires grad, which it refuses (below)", "需要梯度的张量：它会被拒绝，见下文"),
                 ("tensor with the conjugate bit", "带共轭位的张量"), ("`bfloat16` tensor", "`bfloat16` 张量"), EMPTY_TENSOR,
                 INFERENCE_WRITE),
    en="In the other direction, `np.from_dlpack(u)` shares the memory of the CPU tensor `u`: same address, and it sees a later write into the tensor.",
    zh="反方向上，`np.from_dlpack(u)` 与 CPU 张量 `u` 共享内存：地址相同，之后对张量的写入它也看得到。",
)
def _(run):
    def holds(case):
        t = case.tensor
        b = np.from_dlpack(t)
        if _address(b) != t.data_ptr():
            return "different address"
        value = _other(_item(t))
        if not t.is_inference():
            t[_first(t)] = value
        else:  # an inference tensor refuses the write outside inference mode: written inside it
            if not torch.is_inference_mode_enabled() and not raises(lambda: t.__setitem__(_first(t), value), RuntimeError,
                                                                     INFERENCE_REFUSED):
                return "an inference tensor took a write outside inference mode"
            with torch.inference_mode():
                t[_first(t)] = value
        return _item(b) == value or "a write into the tensor did not reach the array"

    return _address(run["b"]) == run["u"].data_ptr() and run["b"].tolist() == [10.0, 1.0, 2.0] and run.each(holds)


@claim(
    "interop.dlpack-neg-bit",
    snippet="dlpack_neg.py",
    en="DLPack drops the negative bit silently: for `n = z.conj().imag`, which holds `[-2.0, 4.0]`, `np.from_dlpack(n)` and `torch.from_dlpack(n)` hold `[2.0, -4.0]`.",
    zh="DLPack 会悄悄丢掉负号位：`n = z.conj().imag` 的取值是 `[-2.0, 4.0]`，而 `np.from_dlpack(n)` 和 `torch.from_dlpack(n)` 得到的是 `[2.0, -4.0]`。",
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
    """Both exports of ``t`` raise exactly ``error``, with grad mode on and under ``torch.no_grad()``."""
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
    return True


@claim(
    "interop.dlpack-grad-runtime-error",
    snippet="dlpack_requires_grad.py",
    torch="<2.9",
    over=over(tensors("requires-grad")),
    exception_to="interop.dlpack-shares-back",
    en="`torch.from_dlpack(w)` and `np.from_dlpack(w)` raise `RuntimeError` on a tensor that requires grad, even under `torch.no_grad()`: \"Can't export tensors that require gradient, use tensor.detach()\" ([pytorch/pytorch#150691](https://github.com/pytorch/pytorch/pull/150691)).",
    zh="对需要梯度的张量，`torch.from_dlpack(w)` 和 `np.from_dlpack(w)` 都会抛出 `RuntimeError`，即使在 `torch.no_grad()` 下也一样：\"Can't export tensors that require gradient, use tensor.detach()\"（导出需要梯度的张量失败，请先调用 detach）（[pytorch/pytorch#150691](https://github.com/pytorch/pytorch/pull/150691)）。",
)
def _(run):
    errors = run["errors"]
    return (
        run.each(lambda case: _refuses_export(case.tensor, RuntimeError))
        and errors == {name: ("RuntimeError", DLPACK_GRAD_MESSAGE) for name in ("torch.from_dlpack", "np.from_dlpack")}
        and run["no_grad_error"] == ("RuntimeError", DLPACK_GRAD_MESSAGE)
    )


@claim(
    "interop.dlpack-grad-buffer-error",
    snippet="dlpack_requires_grad.py",
    torch=">=2.9",
    over=over(tensors("requires-grad")),
    exception_to="interop.dlpack-shares-back",
    en="`torch.from_dlpack(w)` and `np.from_dlpack(w)` raise `BufferError` on a tensor that requires grad, even under `torch.no_grad()`: \"Can't export tensors that require gradient, use tensor.detach()\" ([pytorch/pytorch#150691](https://github.com/pytorch/pytorch/pull/150691)).",
    zh="对需要梯度的张量，`torch.from_dlpack(w)` 和 `np.from_dlpack(w)` 都会抛出 `BufferError`，即使在 `torch.no_grad()` 下也一样：\"Can't export tensors that require gradient, use tensor.detach()\"（导出需要梯度的张量失败，请先调用 detach），见 [pytorch/pytorch#150691](https://github.com/pytorch/pytorch/pull/150691)。",
)
def _(run):
    errors = run["errors"]
    return (
        run.each(lambda case: _refuses_export(case.tensor, BufferError))
        and errors == {name: ("BufferError", DLPACK_GRAD_MESSAGE) for name in ("torch.from_dlpack", "np.from_dlpack")}
        and run["no_grad_error"] == ("BufferError", DLPACK_GRAD_MESSAGE)
    )


@claim(
    "interop.dlpack-detach-shares",
    snippet="dlpack_requires_grad.py",
    over=over(tensors("requires-grad")),
    en="`torch.from_dlpack(w.detach())` exports it and shares `w`'s memory.",
    zh="`torch.from_dlpack(w.detach())` 则能导出，并与 `w` 共享内存。",
)
def _(run):
    return (
        run["d"].data_ptr() == run["w"].data_ptr()
        and printed(run, "torch.from_dlpack(w.detach()): same address: True")
        and run.each(lambda case: case.tensor.requires_grad
                     and torch.from_dlpack(case.tensor.detach()).data_ptr() == case.tensor.data_ptr())
    )


@claim(
    "interop.dlpack-copy-typeerror",
    snippet="dlpack_copy.py",
    torch="<2.9",
    en="`torch.from_dlpack(a, copy=True)` raises `TypeError`: \"from_dlpack() got an unexpected keyword argument 'copy'\"; the keyword came with 2.9 ([pytorch/pytorch#150218](https://github.com/pytorch/pytorch/pull/150218)).",
    zh="`torch.from_dlpack(a, copy=True)` 会抛出 `TypeError`：\"from_dlpack() got an unexpected keyword argument 'copy'\"（收到了意外的关键字参数 copy）；这个关键字参数自 2.9 起才有，见 [pytorch/pytorch#150218](https://github.com/pytorch/pytorch/pull/150218)。",
)
def _(run):
    return run["t"] is None and str(run["error"]) == "from_dlpack() got an unexpected keyword argument 'copy'"


@claim(
    "interop.dlpack-copy",
    snippet="dlpack_copy.py",
    torch=">=2.9",
    en="`torch.from_dlpack(a, copy=True)` returns a copy: a new address, and a later write into the array does not reach it ([pytorch/pytorch#150218](https://github.com/pytorch/pytorch/pull/150218)).",
    zh="`torch.from_dlpack(a, copy=True)` 返回一份副本：地址是新的，之后对数组的写入不会影响它，见 [pytorch/pytorch#150218](https://github.com/pytorch/pytorch/pull/150218)。",
)
def _(run):
    t = run["t"]
    return t is not None and t.data_ptr() != _address(run["a"]) and t.tolist() == [0.0, 1.0, 2.0] and run["a"].tolist()[0] == 10.0


# --- share_memory_ --------------------------------------------------------------------------


@claim(
    "interop.share-memory",
    snippet="share_memory.py",
    over=over(tensors(only=NOT_SHARED)),
    en="`share_memory_()` moves a CPU tensor's storage to shared memory: it returns the same tensor object, with its values kept, and `is_shared()` turns from `False` to `True`.",
    zh="`share_memory_()` 把 CPU 张量的存储搬到共享内存：返回同一个张量对象，取值保持原样，`is_shared()` 从 `False` 变为 `True`。",
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
    not_covered=(EMPTY_TENSOR,),
    en="The data moves to a new address (`data_ptr()` changes), so a tensor from `torch.from_numpy` no longer shares the array's memory afterwards.",
    zh="数据搬到了新的地址（`data_ptr()` 改变），因此 `torch.from_numpy` 得到的张量此后不再与数组共享内存。",
)
def _(run):
    def holds(case):
        t = case.tensor
        before = t.data_ptr()
        array = t.numpy(force=True) if case.input.name == "from_numpy" else None
        t.share_memory_()
        return t.data_ptr() != before and (array is None or _address(array) != t.data_ptr())

    return (
        run.each(holds)
        and printed(run, "torch.from_numpy(n) after share_memory_(), at n's address: False")
        and run["t"].data_ptr() != run["old_address"]
    )


@claim(
    "interop.share-memory-view",
    snippet="share_memory.py",
    not_covered=(EARLIER_ARRAY,),
    en="The view `t[1:]` follows, as it shares `t`'s storage; an array made earlier by `t.numpy()` no longer shares `t`'s memory.",
    zh="`t[1:]` 这样的视图与 `t` 共享存储，会跟着过去；之前用 `t.numpy()` 得到的数组则不再与 `t` 共享内存。",
)
def _(run):
    t, view, a = run["t"], run["view"], run["a"]
    return (
        t.data_ptr() != run["old_address"]
        and view.data_ptr() == t.data_ptr() + t.element_size()
        and view.tolist() == [20.0, 3.0, 4.0]
        and _address(a) == run["old_address"]
        and printed(run, "earlier t.numpy() at the new address: False")
    )


@claim(
    "interop.share-memory-already",
    snippet="share_memory_other.py",
    over=over(tensors("shared-memory")),
    en="`is_shared()` is `True` for a tensor moved to shared memory and for one from `torch.from_file`, even with `shared=False`; `share_memory_()` returns either as it is.",
    zh="对已搬到共享内存的张量，以及 `torch.from_file` 得到的张量（即使传了 `shared=False`），`is_shared()` 都为 `True`；`share_memory_()` 原样返回它们。",
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
    zh="对布局（layout）为 `torch.sparse_coo` 的稀疏张量 `torch.zeros(3).to_sparse()`，`share_memory_()` 会抛出 `NotImplementedError`：\"Cannot access storage of SparseTensorImpl\"（无法访问 SparseTensorImpl 的存储）。",
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
    en="The docstring of `share_memory_()` says it is a no-op if the storage is already in shared memory and for CUDA tensors.",
    zh="`share_memory_()` 的文档字符串说，如果存储已经位于共享内存中，或者张量在 CUDA 上，它什么也不做。",
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
    not_covered=(("an array made earlier by `t.numpy()`, which `start()` leaves on freed memory, as `share_memory_()` does",
                  "之前用 `t.numpy()` 得到的数组：和 `share_memory_()` 一样，`start()` 让它留在已释放的内存上"),),
    en="Passed in `args` to a `torch.multiprocessing` child started with 'spawn', the CPU tensor `t = torch.zeros(3)` is shared: `start()` moves it to shared memory, and the child's `t.add_(1)` reaches the parent.",
    zh="把 CPU 张量 `t = torch.zeros(3)` 通过 `args` 传给以 'spawn' 启动的 `torch.multiprocessing` 子进程时，它是共享的：`start()` 把它搬到共享内存，子进程的 `t.add_(1)` 能影响父进程。",
)
def _(run):
    return _seen(run, "spawn", (False, True, True, 0, [1.0, 1.0, 1.0]))


@claim(
    "interop.mp-fork-copies",
    snippet="mp_process.py",
    en="Started with 'fork', the child works on its own copy: `t.is_shared()` stays `False`, and the parent's `t` stays `[0.0, 0.0, 0.0]`.",
    zh="以 'fork' 启动时，子进程操作的是自己的副本：`t.is_shared()` 仍为 `False`，父进程中的 `t` 仍是 `[0.0, 0.0, 0.0]`。",
)
def _(run):
    return _seen(run, "fork", (False, False, False, 0, [0.0, 0.0, 0.0]))


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


@claim(
    "interop.mp-from-file",
    snippet="mp_from_file.py",
    en="Passed the same way to a 'spawn' child, a tensor from `torch.from_file` makes `start()` raise `OSError` under the `file_descriptor` sharing strategy.",
    zh="以同样的方式把 `torch.from_file` 得到的张量传给以 'spawn' 启动的子进程，在 `file_descriptor` 共享策略下 `start()` 会抛出 `OSError`。",
)
def _(run):
    import errno

    return (
        printed(run, "sharing strategy: file_descriptor")
        and printed(run, "t.is_shared(): True")
        and type(run["error"]) is OSError
        and run["error"].errno == errno.EBADF
        and printed(run, f"child.start(): OSError: {run['error']}")
    )


# --- pinned memory and non_blocking ---------------------------------------------------------

PINNABLE = tuple(name for name in CPU_TENSORS if name != "empty")


@claim(
    "interop.pin-memory",
    snippet="pin_memory_cuda.py",
    devices=("cuda",),
    over=over(tensors(only=PINNABLE)),
    not_covered=(EMPTY_TENSOR,
                 ("a CPU copy of a CUDA tensor made with `non_blocking=True`, which CUDA may pin",
                  "用 `non_blocking=True` 从 CUDA 张量复制到 CPU 的张量：CUDA 可能把它放在锁页内存中")),
    en="A tensor made on the CPU from unpinned memory, without `pin_memory()` or `pin_memory=True`, is in pageable memory: `t.is_pinned()` is `False`.",
    zh="在 CPU 上由可分页内存得到、又没有经过 `pin_memory()` 或 `pin_memory=True` 的张量位于可分页内存中，而非锁页内存（pinned memory）：`t.is_pinned()` 为 `False`。",
)
def _(run):
    def holds(case):
        # The family's tensors made on the CPU (each case's own tensor is made on the default device, here CUDA).
        with torch.device("cpu"):
            t = case.input.build()
        if t.device.type != "cpu" or t.numel() == 0 or t.is_pinned():
            return "pinned, empty, or not on the CPU"
        # on this machine pinning works: a pinned tensor of the same shape and dtype reads True
        pinned = torch.empty(t.shape, dtype=t.dtype, device="cpu", pin_memory=True)
        return pinned.is_pinned() or "torch.empty(..., pin_memory=True) gave a tensor that is not pinned"

    return (
        torch.cuda.is_available()
        and not run["t"].is_pinned() and run["p"].is_pinned() and run["q"].is_pinned()
        and printed(run, "t.is_pinned(): False") and printed(run, "t.pin_memory().is_pinned(): True")
        and run.each(holds)
    )


@claim(
    "interop.pin-memory-raises",
    snippet="pin_memory.py",
    over=over(tensors(only=PINNABLE)),
    not_covered=(("empty tensor, which some releases accept without error", "空张量：有些版本照样接受，不报错"),),
    en="On a machine with no CUDA, MPS or XPU accelerator, `pin_memory()` raises `RuntimeError` on a CPU tensor.",
    zh="在没有 CUDA、MPS 或 XPU 加速器的机器上，对 CPU 张量调用 `pin_memory()` 会抛出 `RuntimeError`。",
)
def _(run):
    def holds(case):
        t = case.tensor
        if t.is_pinned():
            return "pinned already"
        if run["accelerator"]:  # the sentence speaks of machines without an accelerator only (with CUDA,
            return True  # pin_memory() of an expanded tensor raised on an H200 with torch 2.11: not claimed here)
        try:
            t.pin_memory()
        except RuntimeError as exc:  # for want of an accelerator, not for the kind of tensor
            return "only dense CPU tensors can be pinned" not in str(exc) or str(exc)
        return "pinned without CUDA"

    if run["accelerator"]:
        return run["p"].is_pinned() and run.each(holds)
    return type(run["error"]) is RuntimeError and printed(run, "t.pin_memory(): RuntimeError") and run.each(holds)


@claim(
    "interop.non-blocking-cpu",
    snippet="non_blocking.py",
    over=over(tensors(only=CPU_TENSORS)),
    en="On a CPU tensor `t`, `t.to('cpu', non_blocking=True)` returns `t` itself: there is no copy to wait for.",
    zh="对 CPU 张量 `t`，`t.to('cpu', non_blocking=True)` 返回的就是 `t` 本身：没有发生复制，也就没有什么需要等待。",
)
def _(run):
    return run["same"] is run["t"] and run.each(lambda case: case.tensor.to("cpu", non_blocking=True) is case.tensor)


@claim(
    "interop.non-blocking-copy",
    snippet="non_blocking.py",
    over=over(tensors(only=CPU_TENSORS)),
    not_covered=(("new memory for an empty tensor, which holds no data", "空张量的新内存：它没有数据"),),
    en="With `copy=True`, `t.to('cpu', non_blocking=True, copy=True)` returns a new tensor in new memory.",
    zh="加上 `copy=True` 后，`t.to('cpu', non_blocking=True, copy=True)` 返回位于新内存中的新张量。",
)
def _(run):
    def holds(case):
        t = case.tensor
        copied = t.to("cpu", non_blocking=True, copy=True)
        return copied is not t and (t.numel() == 0 or copied.data_ptr() != t.data_ptr())

    return run["copied"] is not run["t"] and run["copied"].data_ptr() != run["t"].data_ptr() and run.each(holds)


DEPRECATED = "The argument 'device' of Tensor.{}() is deprecated. Please do not pass this argument."


@claim(
    "interop.pin-device-deprecated",
    snippet="pin_memory_device.py",
    torch=">=2.5",
    en="Passing a device to `t.is_pinned()` is deprecated: `t.is_pinned('cuda')` returns `False` with a `DeprecationWarning`, \"The argument 'device' of Tensor.is_pinned() is deprecated. Please do not pass this argument.\" ([pytorch/pytorch#126376](https://github.com/pytorch/pytorch/pull/126376)).",
    zh="给 `t.is_pinned()` 传入设备参数已被弃用：`t.is_pinned('cuda')` 返回 `False`，同时发出 `DeprecationWarning`：\"The argument 'device' of Tensor.is_pinned() is deprecated. Please do not pass this argument.\"（device 参数已弃用，请不要传入）（[pytorch/pytorch#126376](https://github.com/pytorch/pytorch/pull/126376)）。",
)
def _(run):
    return run["pinned"] is False and run["messages"][0] == "DeprecationWarning: " + DEPRECATED.format("is_pinned")


@claim(
    "interop.pin-memory-device-deprecated",
    snippet="pin_memory_device.py",
    torch=">=2.5",
    en="`t.pin_memory('cpu')` warns the same for `Tensor.pin_memory()` before it raises ([pytorch/pytorch#126376](https://github.com/pytorch/pytorch/pull/126376)).",
    zh="`t.pin_memory('cpu')` 在抛出错误之前，也针对 `Tensor.pin_memory()` 发出同样的警告，见 [pytorch/pytorch#126376](https://github.com/pytorch/pytorch/pull/126376)。",
)
def _(run):
    return run["outcome"] != "no error" and "DeprecationWarning: " + DEPRECATED.format("pin_memory") in run["messages"]


@claim(
    "interop.pin-device-silent",
    snippet="pin_memory_device.py",
    torch="<2.5",
    en="Passing a device to `t.is_pinned()` emits no warning: `t.is_pinned('cuda')` returns `False` silently ([pytorch/pytorch#126376](https://github.com/pytorch/pytorch/pull/126376)).",
    zh="给 `t.is_pinned()` 传入设备参数不会发出警告：`t.is_pinned('cuda')` 默默返回 `False`（[pytorch/pytorch#126376](https://github.com/pytorch/pytorch/pull/126376)）。",
)
def _(run):
    return run["pinned"] is False and run["messages"] == [] and run["outcome"] != "no error"


@claim(
    "interop.pin-meta-raises",
    snippet="pin_meta.py",
    en="`m.pin_memory()` on the float32 meta tensor `m` raises `RuntimeError: cannot pin 'MetaFloatType' only dense CPU tensors "
    "can be pinned`: make the tensor on the CPU, then pin it.",
    zh="对 float32 的 meta 张量 `m` 调用 `m.pin_memory()` 会抛出 `RuntimeError: cannot pin 'MetaFloatType' only dense CPU tensors "
    "can be pinned`（只有稠密的 CPU 张量才能放入锁页内存）：应先在 CPU 上创建张量，再放入锁页内存。",
)
def _(run):
    return run["m"].device.type == "meta" and run["m"].dtype == torch.float32 and raised(
        run, RuntimeError, "cannot pin 'MetaFloatType' only dense CPU tensors can be pinned")


@claim(
    "interop.pin-cuda-raises",
    snippet="pin_cuda_tensor.py",
    devices=("cuda",),
    en="`g.pin_memory()` on the CUDA tensor `g` raises a `RuntimeError` that ends \"only dense CPU tensors can be "
    "pinned\": pin the CPU tensor first, then copy it with `.to(\"cuda\", non_blocking=True)`.",
    zh="对 CUDA 张量 `g` 调用 `g.pin_memory()` 会抛出 `RuntimeError`，错误信息以 \"only dense CPU tensors can be "
    "pinned\"（只有稠密的 CPU 张量才能放入锁页内存）结尾：应先把 CPU 张量放入锁页内存，再用 `.to(\"cuda\", non_blocking=True)` 复制过去。",
)
def _(run):
    return (
        run["c"].is_pinned() and run["g"].device.type == "cuda"
        and type(run.error) is RuntimeError and str(run.error).endswith("only dense CPU tensors can be pinned")
    )


@claim(
    "interop.view-dtype-reinterprets",
    snippet="view_dtype.py",
    en="`t.view(torch.int32)` reads the bytes of the float32 tensor `t` as int32 in `t`'s own memory, so `1.0` reads as "
    "`1065353216`; `t.to(torch.int32)` converts the values into new memory, `1.0` becoming `1`.",
    zh="`t.view(torch.int32)` 在 `t` 自己的内存上把 float32 张量 `t` 的字节按 int32 读出，于是 `1.0` 读作 `1065353216`；"
    "`t.to(torch.int32)` 则把数值转换到新的内存中，`1.0` 变成 `1`。",
)
def _(run):
    t, bits, values = run["t"], run["bits"], run["values"]
    return (
        t.dtype == torch.float32 and bits.dtype == torch.int32 and values.dtype == torch.int32
        and bits.data_ptr() == t.data_ptr() and values.data_ptr() != t.data_ptr()
        and bits.tolist() == [0, 1065353216, 1073741824] and values.tolist() == [0, 1, 2]
        and printed(run, "view shares t's memory: True") and printed(run, "to shares t's memory: False")
    )
