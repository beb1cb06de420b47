import re

from tensorfacts.catalogue import contexts, ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import copy_advice, printed, raised, shares_storage, warnings_of

import numpy as np
import torch

NEGATIVE = "array with a negative stride"
BIG_ENDIAN = "big-endian array"
STRUCTURED = "structured-array field"  # refused too: strides not a multiple of the item size
EMPTY_ARRAY = "empty array"
BYTE_ORDER_ERROR = ("given numpy array has byte order different from the native byte order. "
                    "Conversion between byte orders is currently not supported.")
FLOAT32_ARRAYS = ("float32 array", "float32 array sliced with a step")
READONLY_WARNING = "The given NumPy array is not writable, and PyTorch does not support non-writable tensors"
COPY_WARNING = "To copy construct from a tensor, it is recommended to use"


SPARSE_NESTED = ("sparse and nested tensors", "稀疏张量和嵌套张量")
UNSUPPORTED_DTYPES = ("NumPy dtypes torch does not support (below)", "torch 不支持的 NumPy 数据类型（见下文）")
REFUSED_ARRAYS = (("array with a negative stride", "步幅为负的数组"), ("big-endian array", "大端字节序数组"),
                  ("structured-array field", "结构化数组的字段"))
"""The arrays every conversion refuses (ValueError), as labels: for a family picked with ``only=``, which has no
``but=`` to name them."""


def torch_dtype(arr):
    """The torch dtype named like a NumPy array's dtype (float64: ``torch.float64``; bool: ``torch.bool``).

    A NumPy dtype torch has no name for raises AttributeError: that case fails.
    """
    return getattr(torch, arr.dtype.name)


def address(arr):
    """Where a NumPy array's first element lives."""
    return arr.__array_interface__["data"][0]


def overlaps(result, arr):
    """Whether a CPU tensor's storage and a (positively strided) array's elements share any byte."""
    if result.device.type != "cpu" or result.numel() == 0 or arr.size == 0:
        return False
    low = address(arr)
    high = low + sum((n - 1) * s for n, s in zip(arr.shape, arr.strides)) + arr.itemsize
    start = result.untyped_storage().data_ptr()
    return start < high and low < start + result.untyped_storage().nbytes()


def shares_array(result, arr):
    """Whether a tensor reads a NumPy array's own memory: a CPU tensor starting at the array's first element."""
    return result.device.type == "cpu" and result.numel() > 0 and result.data_ptr() == address(arr)


# --- torch.tensor copies -------------------------------------------------------------------


@claim(
    "from-data.tensor-copies",
    snippet="tensor_copies.py",
    over=over(tensors("ndarray", but=(NEGATIVE, BIG_ENDIAN, STRUCTURED)), ops("from-array", only=("torch.tensor(t)",)), contexts()),
    not_covered=(UNSUPPORTED_DTYPES,),
    en="`torch.tensor(data)` copies its input: changing the list or the NumPy array afterwards leaves the tensor "
    "unchanged.",
    zh="`torch.tensor(data)` 会复制输入：之后再修改原来的列表或 NumPy 数组，张量保持原样。",
)
def _(run):
    return (
        run["data"][0] == 100.0
        and run["arr"][0] == 100.0
        and run["from_list"].tolist() == [1.0, 2.0, 3.0]
        and run["from_array"].tolist() == [1.0, 2.0, 3.0]
        and run.each(lambda case: not overlaps(case.apply(), case.tensor))
    )


@claim(
    "from-data.tensor-from-tensor-copy-warning",
    snippet="tensor_from_tensor.py",
    over=over(tensors(but=("meta", "empty")), ops("from-array", only=("torch.tensor(t)",))),
    not_covered=(SPARSE_NESTED,),
    en="Given a tensor, `torch.tensor` still copies it and emits a `UserWarning` that starts `To copy construct from "
    "a tensor, it is recommended to use`.",
    zh="传入的如果是张量，`torch.tensor` 照样复制，不过会发出 `UserWarning`，开头是 `To copy construct from a tensor, it is recommended to "
    "use`（要从张量复制构造，建议用……）。",
)
def _(run):
    def copies_and_warns(case):
        result = case.apply()
        return not shares_storage(result, case.tensor) and any(
            c == "UserWarning" and m.startswith(COPY_WARNING) and "rather than torch.tensor(sourceTensor)." in m
            for c, m in case.warnings
        )

    return (
        any(
            c == "UserWarning" and m.startswith(COPY_WARNING) and m.endswith("rather than torch.tensor(sourceTensor).")
            for c, m in warnings_of(run)
        )
        and not shares_storage(run["src"], run["t"])
        and run["src"].tolist() == [1.0, 2.0]
        and run["t"].tolist() == [100.0, 2.0]
        and run.each(copies_and_warns)
    )


@claim(
    "from-data.tensor-from-empty",
    snippet="tensor_from_tensor.py",
    over=over(tensors(only=("empty",)), ops("from-array", only=("torch.tensor(t)",))),
    exception_to="from-data.tensor-from-tensor-copy-warning",
    en="An empty tensor gets the same warning and a new empty tensor of its shape.",
    zh="空张量也会引发同样的警告，并得到一个形状相同的新空张量。",
)
def _(run):
    def warns_new_empty(case):
        result = case.apply()
        return (
            result is not case.tensor and result.numel() == 0 and result.shape == case.tensor.shape
            and any(c == "UserWarning" and m.startswith(COPY_WARNING) for c, m in case.warnings)
        )

    return any(c == "UserWarning" and m.startswith(COPY_WARNING) for c, m in warnings_of(run)) and run.each(warns_new_empty)


@claim(
    "from-data.tensor-from-tensor-warns",
    snippet="tensor_from_tensor.py",
    en="Since PyTorch 2.7 the warning recommends `sourceTensor.detach().clone()`, then `.requires_grad_(True)` if "
    "gradients are wanted ([pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)).",
    zh="从 PyTorch 2.7 起，这条警告建议改用 `sourceTensor.detach().clone()`，需要梯度时再接 `.requires_grad_(True)`，见 "
    "[pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)。",
    torch=">=2.7",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.detach().clone()", "sourceTensor.detach().clone().requires_grad_(True)")


@claim(
    "from-data.tensor-from-tensor-advice-old",
    snippet="tensor_from_tensor.py",
    en="Before PyTorch 2.7 it recommended `sourceTensor.clone().detach()` instead "
    "([pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)).",
    zh="PyTorch 2.7 之前，它建议的则是 `sourceTensor.clone().detach()`，见 "
    "[pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)。",
    torch="<2.7",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.clone().detach()", "sourceTensor.clone().detach().requires_grad_(True)")


@claim(
    "from-data.tensor-from-tensor-drops-grad",
    snippet="tensor_from_tensor.py",
    over=over(tensors("requires-grad"), ops("from-array", only=("torch.tensor(t)",))),
    en="The copy does not inherit `requires_grad`: from a source with `requires_grad=True`, the result is a leaf "
    "tensor with `requires_grad=False`.",
    zh="副本不会继承 `requires_grad`：源张量 `requires_grad=True` 时，得到的是 `requires_grad=False` 的叶子张量（leaf tensor）。",
)
def _(run):
    def dropped(case):
        result = case.apply()
        return case.tensor.requires_grad and not result.requires_grad and result.is_leaf and result.grad_fn is None

    return (
        run["src"].requires_grad and not run["t"].requires_grad and run["t"].is_leaf and run["t"].grad_fn is None
        and run.each(dropped)
    )


# --- dtype inference -----------------------------------------------------------------------


@claim(
    "from-data.infer-int-bool",
    snippet="dtypes.py",
    en="`torch.tensor([1, 2])` infers `torch.int64`, and `torch.tensor([True, False])` infers `torch.bool`.",
    zh="`torch.tensor([1, 2])` 推断为 `torch.int64`，`torch.tensor([True, False])` 推断为 `torch.bool`。",
)
def _(run):
    return run["dtypes"]["[1, 2]"] == torch.int64 and run["dtypes"]["[True, False]"] == torch.bool


@claim(
    "from-data.infer-float",
    snippet="dtypes.py",
    en="`torch.tensor([1.0, 2.0])` gets the default dtype, `torch.float32` unless changed, and so does "
    "`torch.tensor([1, 2.5])`: one float among ints makes the whole tensor floating point.",
    zh="`torch.tensor([1.0, 2.0])` 得到默认数据类型（default dtype），不修改的话是 `torch.float32`；`torch.tensor([1, 2.5])` 也一样："
    "整数里只要混进一个浮点数，整个张量就是浮点类型。",
)
def _(run):
    default = torch.get_default_dtype()
    return default == torch.float32 and run["dtypes"]["[1.0, 2.0]"] == default and run["dtypes"]["[1, 2.5]"] == default


@claim(
    "from-data.infer-complex",
    snippet="dtypes.py",
    en="With the default dtype `torch.float32`, a built-in Python `complex` such as `2j` among Python `int` and `float` "
    "values gives `torch.complex64`.",
    zh="默认数据类型为 `torch.float32` 时，Python 的 `int` 和 `float` 值里混有内置的 `complex`（如 `2j`），就得到 `torch.complex64`。",
)
def _(run):
    d = run["dtypes"]
    return torch.get_default_dtype() == torch.float32 and d["[1, 2j]"] == d["[1.5, 2j]"] == torch.complex64


@claim(
    "from-data.infer-float64-complex",
    snippet="dtypes.py",
    exception_to="from-data.infer-complex",
    en="An `np.float64` scalar or a 0-d `float64` tensor among them makes the result `torch.complex128`, as in "
    "`torch.tensor([np.float64(0.5), 2j])`.",
    zh="其中混有 `np.float64` 标量或 0 维 `float64` 张量时，结果是 `torch.complex128`，"
    "例如 `torch.tensor([np.float64(0.5), 2j])`。",
)
def _(run):
    d, cases = run["dtypes"], run["cases"]
    scalar, tensor = cases["[np.float64(0.5), 2j]"][0], cases["[torch.tensor(0.5, dtype=torch.float64), 2j]"][0]
    return (
        type(scalar) is np.float64 and tensor.dtype == torch.float64 and tensor.dim() == 0
        and d["[np.float64(0.5), 2j]"] == d["[torch.tensor(0.5, dtype=torch.float64), 2j]"] == torch.complex128
        and d["[1.5, 2j]"] == torch.complex64
    )


@claim(
    "from-data.infer-numpy-complex",
    snippet="dtypes.py",
    en="A NumPy `np.complex128` scalar counts as double precision: `torch.tensor([1, np.complex128(2j)])` is "
    "`torch.complex128`.",
    zh="NumPy 的 `np.complex128` 标量按双精度处理：`torch.tensor([1, np.complex128(2j)])` 是 `torch.complex128`。",
)
def _(run):
    return (
        torch.get_default_dtype() == torch.float32
        and isinstance(run["cases"]["[1, np.complex128(2j)]"][1], complex)
        and run["dtypes"]["[1, np.complex128(2j)]"] == torch.complex128
        and run["dtypes"]["[1, 2j]"] == torch.complex64
    )


@claim(
    "from-data.infer-ndarray",
    snippet="dtypes.py",
    over=over(
        tensors("ndarray", but=(NEGATIVE, BIG_ENDIAN, STRUCTURED)),
        ops("from-array", only=("torch.tensor(t)", "torch.as_tensor(t)", "torch.from_numpy(t)", "torch.asarray(t)")),
        contexts(),
    ),
    not_covered=(UNSUPPORTED_DTYPES,),
    en="`torch.tensor`, `torch.as_tensor`, `torch.from_numpy` and `torch.asarray` keep a NumPy array's dtype: "
    "`torch.tensor(np.array([1.0, 2.0]))` is `torch.float64` rather than the default dtype.",
    zh="`torch.tensor`、`torch.as_tensor`、`torch.from_numpy` 和 `torch.asarray` 保留 NumPy 数组的数据类型："
    "`torch.tensor(np.array([1.0, 2.0]))` 是 `torch.float64`，而不是默认数据类型。",
)
def _(run):
    return run["dtypes"]["np.array([1.0, 2.0])"] == torch.float64 and run.each(
        lambda case: case.apply().dtype == torch_dtype(case.tensor)
    )


@claim(
    "from-data.infer-follows-default",
    snippet="default_dtype.py",
    en="After `torch.set_default_dtype(torch.float64)`, `torch.tensor([1.5, 2.5])` is `torch.float64`, while a "
    "float32 NumPy array still gives `torch.float32`.",
    zh="执行 `torch.set_default_dtype(torch.float64)` 之后，`torch.tensor([1.5, 2.5])` 是 `torch.float64`，而 float32 的 "
    "NumPy 数组仍然得到 `torch.float32`。",
)
def _(run):
    return run["from_floats"].dtype == torch.float64 and run["from_array"].dtype == torch.float32


# --- as_tensor -----------------------------------------------------------------------------


@claim(
    "from-data.as-tensor-shares",
    snippet="as_tensor.py",
    devices=("cpu",),
    over=over(
        tensors("ndarray", but=(NEGATIVE, BIG_ENDIAN, STRUCTURED, EMPTY_ARRAY)),
        ops("from-array", only=("torch.as_tensor(t)",)),
        contexts("no context", "default dtype float64", "torch.no_grad()", "inference mode"),
    ),
    not_covered=(("a default device other than the CPU (below)", "CPU 以外的默认设备（见下文）"), UNSUPPORTED_DTYPES),
    en="`torch.as_tensor(arr)` shares memory with a NumPy array `arr` when no other dtype is requested.",
    zh="在没有要求其他数据类型时，`torch.as_tensor(arr)` 与 NumPy 数组 `arr` 共享内存。",
)
def _(run):
    return (
        run["shared"].tolist() == [100.0, 2.0, 3.0]
        and run.each(lambda case: shares_array(case.apply(), case.tensor))
    )


@claim(
    "from-data.as-tensor-dtype-copies",
    snippet="as_tensor.py",
    devices=("cpu",),
    over=over(tensors("ndarray", but=(NEGATIVE, BIG_ENDIAN, STRUCTURED)), ops("from-array-dtype")),
    not_covered=(UNSUPPORTED_DTYPES,),
    en="When `dtype=` asks for another dtype, `torch.as_tensor` copies: `torch.as_tensor(arr, dtype=torch.float32)` "
    "keeps its values when `arr` changes.",
    zh="如果 `dtype=` 要求别的数据类型，`torch.as_tensor` 就会复制：`arr` 改变后，`torch.as_tensor(arr, dtype=torch.float32)` 的值不变。",
)
def _(run):
    def copies_unless_float16(case):
        result = case.apply()
        if result.dtype != torch.float16:
            return False
        if torch_dtype(case.tensor) == torch.float16:
            return shares_array(result, case.tensor)
        return not overlaps(result, case.tensor)

    return run["converted"].tolist() == [1.0, 2.0, 3.0] and run.each(copies_unless_float16)


@claim(
    "from-data.as-tensor-same-object",
    snippet="as_tensor.py",
    devices=("cpu",),
    over=over(tensors(), ops("from-array", only=("torch.as_tensor(t)",)), contexts("no context", "default dtype float64")),
    not_covered=(("a default device other than the tensor's (below)", "与张量所在设备不同的默认设备（见下文）"),),
    en="Given a tensor and no other dtype or device, `torch.as_tensor` returns that very tensor object; "
    "for the `float32` tensor `src`, `torch.as_tensor(src, dtype=torch.float64)` returns a new one.",
    zh="传入张量且不指定别的数据类型或设备时，`torch.as_tensor` 直接返回这个张量对象本身；"
    "对 `float32` 张量 `src`，`torch.as_tensor(src, dtype=torch.float64)` 则返回新张量。",
)
def _(run):
    src, same, other = run["src"], run["same"], run["other"]
    return (
        src.dtype == torch.float32 and same is src and other is not src and other.dtype == torch.float64 and not shares_storage(other, src)
        and run.each(lambda case: case.apply() is case.tensor)
    )


# --- from_numpy ----------------------------------------------------------------------------


@claim(
    "from-data.from-numpy-shares",
    snippet="from_numpy_shares.py",
    over=over(tensors("ndarray", but=(NEGATIVE, BIG_ENDIAN, STRUCTURED, EMPTY_ARRAY)), ops("from-array", only=("torch.from_numpy(t)",)),
              contexts()),
    not_covered=(("writes to a read-only array (below)", "写入只读数组（见下文）"), UNSUPPORTED_DTYPES,
                 ("a tensor made in inference mode and written after it", "在推理模式中创建、退出后才写入的张量")),
    en="`torch.from_numpy(arr)` keeps the array's dtype and shares its memory both ways, copying nothing: a write "
    "through `arr` or through the tensor shows in the other.",
    zh="`torch.from_numpy(arr)` 保留数组的数据类型，与数组双向共享内存、零复制：通过 `arr` 或通过张量写入，另一方都能看到。",
)
def _(run):
    def shares(case):
        result = case.apply()
        return shares_array(result, case.tensor) and result.dtype == torch_dtype(case.tensor)

    return (
        run["t"].dtype == torch.float64
        and run["t"].tolist() == [100.0, 200.0, 3.0]
        and run["arr"].tolist() == [100.0, 200.0, 3.0]
        and run.each(shares)
    )


@claim(
    "from-data.from-numpy-resize",
    snippet="from_numpy_resize.py",
    en="For `t = torch.from_numpy(np.zeros(4))`, `t.resize_(2)` works, but `t.resize_(8)`, more elements than the "
    "array holds, raises `RuntimeError: Trying to resize storage that is not resizable`.",
    zh="对 `t = torch.from_numpy(np.zeros(4))`，`t.resize_(2)` 可以执行，而 `t.resize_(8)` 超过了数组的元素数，会抛出 `RuntimeError: "
    "Trying to resize storage that is not resizable`（试图调整一块不可调整大小的存储）。",
)
def _(run):
    return printed(run, "after resize_(2): torch.Size([2])") and raised(
        run, RuntimeError, "Trying to resize storage that is not resizable"
    )


@claim(
    "from-data.negative-strides",
    snippet="negative_strides.py",
    over=over(tensors("ndarray", "negative-stride"), ops("from-array", "legacy")),
    en="An array with a negative stride, such as `arr[::-1]`, is refused with a `ValueError` whose message suggests "
    "`array.copy()`.",
    zh="步幅（stride）为负的数组（例如 `arr[::-1]`）会被拒绝，抛出 `ValueError`，错误信息建议先用 `array.copy()` 复制一份。",
)
def _(run):
    from tensorfacts.evidence import raises

    errors = run["errors"]
    return (
        len(errors) == 6
        and all("negative strides are not currently supported" in m and "array.copy()" in m for m in errors.values())
        and run.each(lambda case: raises(case.apply, ValueError, "array.copy()"))
    )


@claim(
    "from-data.byte-order",
    snippet="byte_order.py",
    over=over(tensors("ndarray", "non-native-byte-order"), ops("from-array", "from-array-dtype", "legacy"), contexts()),
    en="An array whose byte order is not the machine's, such as `np.arange(4.0).astype(\">f8\")` on this "
    "little-endian machine, is refused with `ValueError: given numpy array has byte order different from the native "
    "byte order. Conversion between byte orders is currently not supported.`",
    zh="字节序与本机相异的数组会被拒绝，例如在这台小端机器上的 `np.arange(4.0).astype(\">f8\")`：抛出 `ValueError: given numpy array has byte "
    "order different from the native byte order. Conversion between byte orders is currently not supported.`（给定的 "
    "NumPy 数组的字节序与本机字节序不同，目前不支持字节序之间的转换）。",
)
def _(run):
    from tensorfacts.evidence import raises

    errors = run["errors"]
    return (
        printed(run, "this machine: little | arr.dtype.byteorder: >")
        and len(errors) == 7
        and all(message == BYTE_ORDER_ERROR for message in errors.values())
        and run.each(lambda case: raises(case.apply, ValueError, BYTE_ORDER_ERROR))
    )


@claim(
    "from-data.readonly-warns",
    snippet="readonly.py",
    en="`torch.from_numpy(arr)` converts a read-only array, with a `UserWarning` that starts `The given NumPy array "
    "is not writable, and PyTorch does not support non-writable tensors` if the process has not yet given that warning.",
    zh="`torch.from_numpy(arr)` 照样能转换只读数组，不过如果进程还没有发出过这条警告，它会发出 `UserWarning`，开头是 `The given NumPy array is not writable, and "
    "PyTorch does not support non-writable tensors`（给定的 NumPy 数组不可写，而 PyTorch 不支持不可写的张量）。",
)
def _(run):
    first = run["seen"][False][0]
    return (
        first["values"] == [0.0, 1.0, 2.0]
        and len(first["warnings"]) == 1
        and first["warnings"][0][0] == "UserWarning"
        and first["warnings"][0][1].startswith(READONLY_WARNING)
        and "writing to this tensor will result in undefined behavior" in first["warnings"][0][1]
    )


@claim(
    "from-data.readonly-once",
    snippet="readonly.py",
    en="By default a process shows this warning once: a second `torch.from_numpy` of a read-only array is silent, "
    "unless `torch.set_warn_always(True)` was called.",
    zh="默认情况下，一个进程只显示一次这条警告：第二次对只读数组调用 `torch.from_numpy` 不再警告，除非执行过 `torch.set_warn_always(True)`。",
)
def _(run):
    counts = {mode: [len(call["warnings"]) for call in calls[:2]] for mode, calls in run["seen"].items()}
    message = run["seen"][False][0]["warnings"][0][1]
    return (
        counts == {False: [1, 0], True: [1, 1]}
        and "This type of warning will be suppressed for the rest of this program." in message
    )


@claim(
    "from-data.readonly-copy",
    snippet="readonly.py",
    en="Converting `arr.copy()` instead, a writable copy, gives no warning, even with `torch.set_warn_always(True)`.",
    zh="改为转换 `arr.copy()`（一份可写的副本）就没有警告，即使执行了 `torch.set_warn_always(True)` 也一样。",
)
def _(run):
    always = run["seen"][True]
    return len(always[0]["warnings"]) == 1 and always[2]["warnings"] == [] and always[2]["values"] == [0.0, 1.0, 2.0]


@claim(
    "from-data.readonly-once-shared",
    snippet="readonly_shared.py",
    en="`torch.from_numpy`, `torch.as_tensor`, `torch.asarray`, `torch.Tensor` and `torch.FloatTensor` share this one warning: "
    "after `torch.as_tensor(arr)` has warned, the others stay silent.",
    zh="`torch.from_numpy`、`torch.as_tensor`、`torch.asarray`、`torch.Tensor` 和 `torch.FloatTensor` 共享这一条警告："
    "`torch.as_tensor(arr)` 发出警告之后，其余几个都不再警告。",
)
def _(run):
    seen = run["seen"]
    first, *later = seen.values()
    return (
        list(seen)[0] == "torch.as_tensor(arr)" and len(later) == 4
        and [c for c, _ in first] == ["UserWarning"] and first[0][1].startswith(READONLY_WARNING)
        and all(warnings == [] for warnings in later)
        and not run["arr"].flags.writeable
    )


@claim(
    "from-data.numpy-dtypes",
    snippet="numpy_dtypes.py",
    en="Of the NumPy dtypes the snippet tries, `torch.from_numpy` accepts {count}; each of the others raises a "
    "`TypeError` that lists exactly the accepted ones.",
    zh="在示例试过的 NumPy 数据类型中，`torch.from_numpy` 接受 {count} 种；其余每一种都会抛出 `TypeError`，其错误信息列出的正是这些可接受的类型。",
)
def _(run):
    def listed(message):
        names = message.split("The only supported types are:")[-1].replace(" and ", " ").strip(" .").split(",")
        return {name.strip() for name in names if name.strip()}

    accepted = set(run["accepted"])
    messages = [str(run.error), *run["rejected"].values()]
    return (
        raised(run, TypeError, "The only supported types are:")
        and run["count"] == len(accepted)
        and len(run["rejected"]) > 0
        and all(listed(message) == accepted for message in messages)
        and {"complex64", "complex128", "uint16", "uint32", "uint64"} <= accepted
    )


@claim(
    "from-data.numpy-dtypes-others",
    snippet="numpy_dtypes.py",
    en="`torch.tensor`, `torch.as_tensor` and `torch.asarray` accept exactly the same NumPy dtypes, and raise the "
    "same `TypeError` for the others.",
    zh="`torch.tensor`、`torch.as_tensor` 和 `torch.asarray` 接受的 NumPy 数据类型完全相同，对其余类型也抛出同样的 `TypeError`。",
)
def _(run):
    accepted, rejected, others = set(run["accepted"]), run["rejected"], run["others"]
    return (
        run["same"] is True
        and {d for _, d in others} == accepted | set(rejected)
        and {f for f, _ in others} == {"tensor", "as_tensor", "asarray"}
        and all(others[f, d] == d for f, d in others if d in accepted)
        and all(others[f, d] == rejected[d] and "The only supported types are:" in rejected[d] for f, d in others if d not in accepted)
        and {"float128", "object", "datetime64"} <= set(rejected)
    )


# --- legacy constructors -------------------------------------------------------------------


@claim(
    "from-data.legacy-float",
    snippet="legacy_dtype.py",
    en="`torch.Tensor([1, 2])` is floating point even though the values are ints, while `torch.tensor([1, 2])` "
    "infers `torch.int64`.",
    zh="`torch.Tensor([1, 2])` 的值虽然是整数，得到的却是浮点张量；`torch.tensor([1, 2])` 则推断为 `torch.int64`。",
)
def _(run):
    return run["legacy"].dtype == torch.float32 and run["modern"].dtype == torch.int64


@claim(
    "from-data.legacy-typed",
    snippet="legacy_dtype.py",
    en="`torch.FloatTensor([1, 2])` is `torch.float32`, and `torch.LongTensor([1.7, 2.2])` converts the values to "
    "`torch.int64`, truncated to `[1, 2]`.",
    zh="`torch.FloatTensor([1, 2])` 是 `torch.float32`，`torch.LongTensor([1.7, 2.2])` 则把值转换成 `torch.int64`，截断为 `[1, "
    "2]`。",
)
def _(run):
    return run["floats"].dtype == torch.float32 and run["longs"].dtype == torch.int64 and run["longs"].tolist() == [1, 2]


@claim(
    "from-data.legacy-default-dtype",
    snippet="legacy_default_dtype.py",
    en="With a float64 default dtype, `torch.Tensor([1, 2])` is `torch.float64`, whereas `torch.FloatTensor([1, 2])` "
    "stays `torch.float32`.",
    zh="默认数据类型为 float64 时，`torch.Tensor([1, 2])` 是 `torch.float64`，而 `torch.FloatTensor([1, 2])` 仍是 `torch.float32`。",
)
def _(run):
    return run["legacy"].dtype == torch.float64 and run["floats"].dtype == torch.float32


@claim(
    "from-data.legacy-shape",
    snippet="legacy_shape.py",
    en="Integer arguments to `torch.Tensor` are a shape: `torch.Tensor(2, 3)` is an uninitialized 2×3 tensor, while "
    "`torch.tensor(2)` is a 0-dim tensor holding the value 2.",
    zh="传给 `torch.Tensor` 的整数是形状：`torch.Tensor(2, 3)` 是一个未初始化的 2×3 张量，而 `torch.tensor(2)` 是存放数值 2 的 0 维张量。",
)
def _(run):
    return run["sized"].shape == (2, 3) and run["value"].dim() == 0 and run["value"].item() == 2


@claim(
    "from-data.legacy-no-keywords",
    snippet="legacy_keywords.py",
    en="`torch.Tensor` accepts neither `requires_grad=` nor `dtype=`: both raise `TypeError`.",
    zh="`torch.Tensor` 既不接受 `requires_grad=`，也不接受 `dtype=`：两者都会抛出 `TypeError`。",
)
def _(run):
    message = str(run.error)
    return printed(run, "requires_grad=True: TypeError") and raised(run, TypeError, "dtype") and "requires_grad" not in message


@claim(
    "from-data.legacy-device-keyword",
    snippet="legacy_keywords.py",
    en="In the overloads its message lists, `device` is the only keyword-only argument; the others can also be passed by name, "
    "as in `torch.Tensor(data=[1, 2])`.",
    zh="在错误信息列出的重载中，只有 `device` 是仅限关键字参数；其他参数也可以按名字传入，例如 `torch.Tensor(data=[1, 2])`。",
)
def _(run):
    message = str(run.error)
    overloads = [line.strip()[3:-1] for line in message.splitlines() if line.strip().startswith("* (")]
    # 2.3 prints the keyword as "torch.device device", later releases as "torch.device device = None"
    keyword_only = [o.split("*, ", 1)[1] for o in overloads if "*, " in o or o.startswith("*,")]
    return (
        raised(run, TypeError)
        and len(overloads) >= 4 and len(keyword_only) >= 1
        and all(re.fullmatch(r"torch\.device device( = None)?", k) for k in keyword_only)
        and all(o.count("*") <= 1 for o in overloads)
        and run["named"].tolist() == [1.0, 2.0]
    )


LEGACY_DEVICE_ERROR = "legacy constructor expects device type: cpu"


@claim(
    "from-data.legacy-device-cpu",
    snippet="legacy_device.py",
    over=over(tensors("ndarray"), ops("legacy-device")),
    en="Given data that is not a tensor, `torch.Tensor` and `torch.FloatTensor` build CPU tensors only: with "
    "`device=\"meta\"` they raise `RuntimeError: legacy constructor expects device type: cpu but device type: meta "
    "was passed`.",
    zh="数据不是张量时，`torch.Tensor` 和 `torch.FloatTensor` 只能构造 CPU 张量：带 `device=\"meta\"` 时抛出 `RuntimeError: legacy "
    "constructor expects device type: cpu but device type: meta was passed`（旧式构造函数要求设备类型为 cpu，传入的却是 meta）。",
)
def _(run):
    from tensorfacts.evidence import raises

    expected = LEGACY_DEVICE_ERROR + " but device type: meta was passed"
    errors = run["errors"]
    return (
        len(errors) == 5
        and all(message == expected for message in errors.values())
        and run.each(lambda case: raises(case.apply, RuntimeError, expected))
    )


@claim(
    "from-data.legacy-tensor-keeps-device",
    snippet="legacy_tensor_device.py",
    en="Given a tensor, `torch.Tensor` keeps its device: `torch.Tensor(m)` of the meta tensor `m` is a meta tensor.",
    zh="数据是张量时，`torch.Tensor` 保留它的设备：对 meta 张量 `m`，`torch.Tensor(m)` 是 meta 张量。",
)
def _(run):
    return run["m"].device.type == "meta" and run["kept"].device.type == "meta"


@claim(
    "from-data.legacy-tensor-device",
    snippet="legacy_tensor_device.py",
    en="With a tensor as data, `device=` is refused: `torch.Tensor(m, device=\"meta\")` raises a `RuntimeError` starting "
    "`Legacy tensor constructor of the form torch.Tensor(tensor, device=device) is not supported.`",
    zh="数据是张量时，`device=` 会被拒绝：`torch.Tensor(m, device=\"meta\")` 抛出 `RuntimeError`，其信息开头是 "
    "`Legacy tensor constructor of the form torch.Tensor(tensor, device=device) is not supported.`（不支持这种形式的旧式张量构造）。",
)
def _(run):
    return run["error"].startswith("Legacy tensor constructor of the form torch.Tensor(tensor, device=device) is not supported.")


@claim(
    "from-data.legacy-converts-arrays",
    snippet="legacy_tensor_input.py",
    devices=("cpu",),
    over=over(
        tensors("ndarray", only=("float64 array", "int64 array", "bool array", "2-D array", "Fortran-order array",
                                 "array sliced with a step", "read-only array", "0-d array", "empty array",
                                 "float16 array", "complex128 array", "uint16 array", "broadcast array")),
        ops("legacy", only=("torch.FloatTensor(t)",)),
        contexts(),
    ),
    not_covered=(*REFUSED_ARRAYS, ("NumPy dtypes torch does not support", "torch 不支持的 NumPy 数据类型")),
    en="Given a NumPy array of another dtype, `torch.FloatTensor` copies it into a new `torch.float32` tensor that a "
    "later write to the array does not reach.",
    zh="输入是其他数据类型的 NumPy 数组时，`torch.FloatTensor` 把它复制成新的 `torch.float32` 张量，之后写入数组不会影响它。",
)
def _(run):
    t = run["from_f64"]
    return (
        t.dtype == torch.float32 and run["f64"][0] == 100.0 and t.tolist() == [1.5, 2.5]
        and run.each(
            lambda case: (lambda r: r.dtype == torch.float32 and r.device.type == "cpu" and not overlaps(r, case.tensor))(case.apply())
        )
    )


@claim(
    "from-data.legacy-int-0d",
    snippet="legacy_int_0d.py",
    devices=("cpu",),
    exception_to="from-data.legacy-converts-arrays",
    en="`torch.FloatTensor(n)` takes the integer 0-d array `n = np.array(3)` as a size: it returns an uninitialized "
    "tensor of shape `(3,)`.",
    zh="`torch.FloatTensor(n)` 把整数 0 维数组 `n = np.array(3)` 当作大小：返回一个形状为 `(3,)` 的未初始化张量。",
)
def _(run):
    n, t = run["n"], run["t"]
    return n.ndim == 0 and n.dtype.kind == "i" and int(n) == 3 and tuple(t.shape) == (3,) and t.dtype == torch.float32


@claim(
    "from-data.legacy-shares-float32",
    snippet="legacy_tensor_input.py",
    devices=("cpu",),
    over=over(tensors("ndarray", only=FLOAT32_ARRAYS), ops("legacy", only=("torch.FloatTensor(t)",)), contexts()),
    not_covered=REFUSED_ARRAYS,
    en="A float32 NumPy array is not copied: `torch.FloatTensor` shares its memory, so a later write to the array "
    "shows in the tensor.",
    zh="float32 的 NumPy 数组则不会被复制：`torch.FloatTensor` 与它共享内存，所以之后写入数组，张量里也能看到。",
)
def _(run):
    t = run["from_f32"]
    return (
        t.dtype == torch.float32 and t.data_ptr() == run["f32"].ctypes.data and t.tolist() == [100.0, 2.5]
        and run.each(lambda case: shares_array(case.apply(), case.tensor))
    )


@claim(
    "from-data.legacy-no-conversion",
    snippet="legacy_tensor_input.py",
    devices=("cpu",),
    over=over(tensors(), ops("legacy", only=("torch.FloatTensor(t)",))),
    not_covered=(SPARSE_NESTED,),
    en="`torch.FloatTensor` converts no tensor: it shares the memory of a float32 CPU tensor and raises a "
    "`TypeError` for any other, such as the int64 tensor `ints`.",
    zh="`torch.FloatTensor` 不转换任何张量：对 float32 的 CPU 张量，它与之共享内存；其他张量它都不接受，例如 int64 张量 `ints`，会抛出 `TypeError`。",
)
def _(run):
    def shares_or_refuses(case):
        t = case.tensor
        if t.dtype == torch.float32 and t.device.type == "cpu":
            return shares_storage(case.apply(), t)
        try:
            case.apply()
        except TypeError:
            return True
        return False

    return raised(run, TypeError, "dtype=long int") and run.each(shares_or_refuses)


@claim(
    "from-data.legacy-tensor-alias",
    snippet="legacy_tensor_input.py",
    devices=("cpu",),
    over=over(tensors(), ops("legacy", only=("torch.Tensor(t)",))),
    not_covered=(SPARSE_NESTED,),
    en="`torch.Tensor` converts no tensor either: `torch.Tensor(ints)` is a new int64 tensor object that shares the "
    "memory of `ints`.",
    zh="`torch.Tensor` 同样不转换任何张量：`torch.Tensor(ints)` 是一个新的 int64 张量对象，与 `ints` 共享内存。",
)
def _(run):
    def alias(case):
        t, result = case.tensor, case.apply()
        same = (result.dtype, result.device, result.shape, result.stride()) == (t.dtype, t.device, t.shape, t.stride())
        return result is not t and same and (t.device.type == "meta" or shares_storage(result, t))

    legacy = run["legacy"]
    return legacy.dtype == torch.int64 and shares_storage(legacy, run["ints"]) and run.each(alias)


@claim(
    "from-data.legacy-convert-instead",
    snippet="legacy_tensor_input.py",
    en="To convert a tensor's dtype, use `.to(dtype)` or `.float()`: on the int64 tensor both return a new "
    "`torch.float32` tensor.",
    zh="要转换张量的数据类型，请用 `.to(dtype)` 或 `.float()`：对这个 int64 张量，两者都返回一个新的 `torch.float32` 张量。",
    devices=("cpu",),
)
def _(run):
    ints = run["ints"]
    return all(
        t.dtype == torch.float32 and t.tolist() == [1.0, 2.0] and not shares_storage(t, ints)
        for t in (run["converted"], run["floated"])
    )


# --- default device ------------------------------------------------------------------------


@claim(
    "from-data.tensor-default-device",
    snippet="default_device.py",
    over=over(
        tensors("ndarray", but=(NEGATIVE, BIG_ENDIAN, STRUCTURED)),
        ops("from-array", only=("torch.tensor(t)", "torch.as_tensor(t)", "torch.asarray(t)")),
        contexts("default device meta"),
    ),
    en="`torch.tensor`, `torch.as_tensor` and `torch.asarray` follow the default device: under `with "
    "torch.device(\"meta\")` they build meta tensors from a NumPy array.",
    zh="`torch.tensor`、`torch.as_tensor` 和 `torch.asarray` 遵循默认设备：在 `with torch.device(\"meta\")` 中，它们由 NumPy 数组构造 "
    "meta 张量。",
)
def _(run):
    r = run["results"]
    return all(r[k].device.type == "meta" for k in ("torch.tensor(arr)", "torch.as_tensor(arr)", "torch.asarray(arr)")) and run.each(
        lambda case: (lambda result: result.device.type == "meta" and result.dtype == torch_dtype(case.tensor))(case.apply())
    )


@claim(
    "from-data.ignore-default-device",
    snippet="default_device.py",
    over=over(
        tensors("ndarray", but=(NEGATIVE, BIG_ENDIAN, STRUCTURED)),
        ops("from-array", "legacy", only=("torch.from_numpy(t)", "torch.Tensor(t)", "torch.FloatTensor(t)")),
        contexts("default device meta"),
    ),
    en="`torch.from_numpy` ignores the default device, and so do the legacy `torch.Tensor` and `torch.FloatTensor` "
    "given a NumPy array or a Python list: under `with torch.device(\"meta\")` all three build CPU tensors.",
    zh="`torch.from_numpy` 会忽略默认设备；旧式的 `torch.Tensor` 和 `torch.FloatTensor` 无论接收的是 NumPy 数组还是 Python 列表，"
    "同样会忽略它：在 `with torch.device(\"meta\")` 中，三者返回的都是 CPU 张量。",
)
def _(run):
    r = run["results"]
    listed = ("torch.from_numpy(arr)", "torch.Tensor(arr)", "torch.Tensor([1, 2])", "torch.FloatTensor([1, 2])")
    return all(r[k].device.type == "cpu" for k in listed) and run.each(lambda case: case.apply().device.type == "cpu")


@claim(
    "from-data.as-tensor-context-copies",
    snippet="default_device_tensor.py",
    en="Inside `with torch.device(\"meta\")`, `torch.as_tensor(src)` of a CPU tensor `src` returns a new meta "
    "tensor; only `device=\"cpu\"` gives back `src` itself.",
    zh="在 `with torch.device(\"meta\")` 中，对 CPU 张量 `src` 调用 `torch.as_tensor(src)` 返回的是新的 meta 张量；只有传入 "
    "`device=\"cpu\"`，才会返回 `src` 本身。",
)
def _(run):
    src, moved, kept = run["src"], run["moved"], run["kept"]
    return (
        src.device.type == "cpu"
        and moved is not src
        and moved.device.type == "meta"
        and kept is src
    )


@claim(
    "from-data.legacy-empty-cpu",
    snippet="default_device_tensor.py",
    en="`torch.Tensor()` with no data is a CPU tensor under a default device too, so its `.device` does not tell "
    "which default device is set ([pytorch/pytorch#126533](https://github.com/pytorch/pytorch/issues/126533)).",
    zh="不带数据的 `torch.Tensor()` 在设置了默认设备时同样是 CPU 张量，所以它的 `.device` 并不能说明当前的默认设备是什么，见 "
    "[pytorch/pytorch#126533](https://github.com/pytorch/pytorch/issues/126533)。",
)
def _(run):
    return run["legacy"].device.type == "cpu" and run["moved"].device.type == "meta" and run["legacy"].numel() == 0


# --- read-only arrays, continued -----------------------------------------------------------


@claim(
    "from-data.readonly-tensor-silent",
    snippet="readonly_copies.py",
    en="`torch.tensor(arr)` copies the read-only array and emits no warning, even with `torch.set_warn_always(True)` "
    "([pytorch/pytorch#47160](https://github.com/pytorch/pytorch/issues/47160)).",
    zh="`torch.tensor(arr)` 会复制这个只读数组，并且不发出警告，即使执行了 `torch.set_warn_always(True)` 也一样，见 "
    "[pytorch/pytorch#47160](https://github.com/pytorch/pytorch/issues/47160)。",
)
def _(run):
    call = run["seen"]["torch.tensor(arr)"]
    return call["shares"] is False and call["warnings"] == []


@claim(
    "from-data.readonly-converted-warns",
    snippet="readonly_copies.py",
    over=over(
        tensors("ndarray", "read-only"),
        ops("from-array", "from-array-dtype", "from-array-convert", "legacy", only=(
            "torch.as_tensor(t)", "torch.from_numpy(t)", "torch.as_tensor(t, dtype=torch.float16)",
            "torch.as_tensor(t, dtype=torch.float32)", "torch.Tensor(t)", "torch.FloatTensor(t)")),
        contexts(),
    ),
    en="With `torch.set_warn_always(True)`, `torch.as_tensor`, `torch.from_numpy` and the legacy `torch.Tensor` warn "
    "on the read-only array whether they share its memory or copy it.",
    zh="执行 `torch.set_warn_always(True)` 后，无论是与只读数组共享内存还是复制数据，`torch.as_tensor`、`torch.from_numpy` 和旧式的 "
    "`torch.Tensor` 都会对它发出警告。",
)
def _(run):
    seen = run["seen"]
    shared = [seen[k] for k in ("torch.as_tensor(arr)", "torch.from_numpy(arr)")]
    copied = [seen[k] for k in ("torch.as_tensor(arr, dtype=torch.float32)", "torch.Tensor(arr)")]

    def the_warning(call):
        return [c for c, _ in call["warnings"]] == ["UserWarning"] and call["warnings"][0][1].startswith(READONLY_WARNING)

    return (
        all(call["shares"] is True and the_warning(call) for call in shared)
        and all(call["shares"] is False and the_warning(call) for call in copied)
        and run.each(lambda case: case.apply() is not None and any(
            c == "UserWarning" and m.startswith(READONLY_WARNING) for c, m in case.warnings))
    )


@claim(
    "from-data.readonly-asarray",
    snippet="readonly_copies.py",
    over=over(
        tensors("ndarray", "read-only"),
        ops("from-array", "asarray-copy", "from-array-convert", only=(
            "torch.asarray(t)", "torch.asarray(t, copy=True)", "torch.asarray(t, dtype=torch.float32)",
            "torch.asarray(t, dtype=torch.float16)")),
        contexts(),
    ),
    en="With `torch.set_warn_always(True)`, `torch.asarray` warns on the read-only array `arr` exactly when it shares "
    "its memory: `torch.asarray(arr)` shares and warns, while `copy=True` or another dtype copies silently.",
    zh="执行 `torch.set_warn_always(True)` 后，`torch.asarray` 当且仅当与只读数组 `arr` 共享内存时才发出警告："
    "`torch.asarray(arr)` 共享并警告，而 `copy=True` 或换用别的数据类型时会静默复制。",
)
def _(run):
    seen = run["seen"]

    def warns_iff_shares(case):
        result = case.apply()
        warned = any(c == "UserWarning" and m.startswith(READONLY_WARNING) for c, m in case.warnings)
        return warned == shares_array(result, case.tensor)

    return (
        seen["torch.asarray(arr)"]["shares"] is True and len(seen["torch.asarray(arr)"]["warnings"]) == 1
        and all(seen[k]["shares"] is False and seen[k]["warnings"] == [] for k in (
            "torch.asarray(arr, copy=True)", "torch.asarray(arr, dtype=torch.float32)", "torch.asarray(arr) under meta"))
        and run.each(warns_iff_shares)
    )


@claim(
    "from-data.readonly-asarray-0d",
    snippet="readonly_0d.py",
    exception_to="from-data.readonly-asarray",
    en="With `torch.set_warn_always(True)`, `torch.asarray(z)` of a read-only 0-d array `z` copies yet warns, "
    "and so does `torch.asarray(z, copy=True)`.",
    zh="执行 `torch.set_warn_always(True)` 后，对只读的 0 维数组 `z`，`torch.asarray(z)` 会复制，却仍然发出警告；"
    "`torch.asarray(z, copy=True)` 也一样。",
)
def _(run):
    z, seen = run["z"], run["seen"]
    calls = [seen[k] for k in ("torch.asarray(z)", "torch.asarray(z, copy=True)")]
    return z.ndim == 0 and not z.flags.writeable and all(
        call["shares"] is False
        and [c for c, _ in call["warnings"]] == ["UserWarning"]
        and call["warnings"][0][1].startswith(READONLY_WARNING)
        for call in calls
    )




def _largest_int64(run):
    return run["largest"].dtype == torch.int64 and run["largest"].tolist() == [2**63 - 1]


@claim(
    "from-data.big-int-overflow",
    snippet="big_int.py",
    torch=">=2.9",
    en="`torch.tensor([2**63])` raises `ValueError: Overflow when unpacking long long`: the inferred `int64` ends at `2**63 - 1` ([pytorch/pytorch#157886](https://github.com/pytorch/pytorch/pull/157886)).",
    zh="`torch.tensor([2**63])` 会抛出 `ValueError: Overflow when unpacking long long`（解包 long long 时溢出）："
    "推断出的 `int64` 最大只到 `2**63 - 1`（[pytorch/pytorch#157886](https://github.com/pytorch/pytorch/pull/157886)）。",
)
def _(run):
    error = run["error"]
    return type(error) is ValueError and str(error) == "Overflow when unpacking long long" and _largest_int64(run)


@claim(
    "from-data.big-int-overflow-old",
    snippet="big_int.py",
    torch="<2.9",
    en="`torch.tensor([2**63])` raises `RuntimeError: Overflow when unpacking long`: the inferred `int64` ends at `2**63 - 1` ([pytorch/pytorch#157886](https://github.com/pytorch/pytorch/pull/157886)).",
    zh="`torch.tensor([2**63])` 会抛出 `RuntimeError: Overflow when unpacking long`（解包 long 时溢出）："
    "推断出的 `int64` 最大只到 `2**63 - 1`（[pytorch/pytorch#157886](https://github.com/pytorch/pytorch/pull/157886)）。",
)
def _(run):
    error = run["error"]
    return type(error) is RuntimeError and str(error) == "Overflow when unpacking long" and _largest_int64(run)


@claim(
    "from-data.big-int-dtype",
    snippet="big_int.py",
    en="`dtype=torch.uint64` stores `2**63` exactly; `dtype=torch.float64` stores it too, but rounds integers beyond `2**53`: "
    "`2**53 + 1` becomes `2**53`.",
    zh="`dtype=torch.uint64` 能精确存下 `2**63`；`dtype=torch.float64` 也能存下它，但超过 `2**53` 的整数会被舍入："
    "`2**53 + 1` 变成 `2**53`。",
)
def _(run):
    return (run["as_uint64"].dtype == torch.uint64 and printed(run, "dtype=torch.uint64: tensor([9223372036854775808], dtype=torch.uint64)")
            and run["as_float64"].dtype == torch.float64 and run["as_float64"].tolist() == [float(2**63)]
            and run["rounded"].dtype == torch.float64 and int(run["rounded"].item()) == 2**53
            and printed(run, f"2**53 + 1 in float64: {2**53} == 2**53: True"))


@claim(
    "from-data.uint64-few-ops",
    snippet="big_int.py",
    devices=("cpu",),
    exception_to="from-data.big-int-dtype",
    en='On the CPU, `torch.uint64` supports few operations: `u + 1` raises `"add_stub" not implemented for \'UInt64\'`, '
    "and `u.sum()` wraps round to a negative `int64`.",
    zh='在 CPU 上，`torch.uint64` 支持的操作很少：`u + 1` 会抛出 `"add_stub" not implemented for \'UInt64\'`'
    "（UInt64 未实现 add_stub），`u.sum()` 则回绕成负的 `int64`。",
)
def _(run):
    u, total = run["u"], run["u"].sum()
    return (u.dtype == torch.uint64 and isinstance(run["add_error"], RuntimeError)
            and str(run["add_error"]) == "\"add_stub\" not implemented for 'UInt64'"
            and total.dtype == torch.int64 and total.item() == 2**63 + 5 - 2**64 < 0
            and printed(run, "u.sum(): tensor(-9223372036854775803)"))


@claim(
    "from-data.numpy-scalar-dtype",
    snippet="numpy_scalars.py",
    en="`torch.tensor(np.float64(1.5))` is `torch.float64`, `torch.tensor(np.float32(1.5))` is `torch.float32` and "
    "`torch.tensor(np.int32(3))` is `torch.int32`, while the Python `float` in `torch.tensor(1.5)` gets the default dtype.",
    zh="`torch.tensor(np.float64(1.5))` 是 `torch.float64`，`torch.tensor(np.float32(1.5))` 是 `torch.float32`，"
    "`torch.tensor(np.int32(3))` 是 `torch.int32`；而 `torch.tensor(1.5)` 中的 Python `float` 得到的是默认数据类型。",
)
def _(run):
    dtypes = run["dtypes"]
    return (
        dtypes["np.float64(1.5)"] == torch.float64
        and dtypes["np.float32(1.5)"] == torch.float32
        and dtypes["np.int32(3)"] == torch.int32
        and dtypes["1.5"] == torch.get_default_dtype() != torch.float64
    )
