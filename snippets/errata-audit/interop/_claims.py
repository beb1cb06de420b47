import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import printed

# Errata found by the docstring audit of these functions (docs/audit/interop.md): each quotes a docstring statement and shows what happens.


@claim(
    "errata.interop-asarray-copy-false",
    snippet="interop_asarray_copy_false.py",
    en="`torch.asarray`'s docstring says that with `copy=False` the result “shares its memory with obj and an error is thrown if it cannot”; yet `torch.asarray(z, copy=False)` silently copies the 0-d array `z`.",
    zh="`torch.asarray` 的文档字符串（docstring）说，`copy=False` 时结果 “shares its memory with obj and an error is thrown if it cannot”（与 obj 共享内存，做不到就报错）；可是 `torch.asarray(z, copy=False)` 不声不响地复制了 0 维数组 `z`。",
)
def _(run):
    z, t = run["z"], run["t"]
    return (z.ndim == 0 and t.data_ptr() != z.ctypes.data and t.item() == 3.5 and float(z) == 7.0
            and printed(run, "docstring: If ``False`` then the returned tensor shares its memory with :attr:`obj` and an error is thrown if it cannot.")
            and printed(run, "torch.asarray(z, copy=False) raised nothing; shares z's memory: False"))


@claim(
    "errata.interop-asarray-default-device",
    snippet="interop_asarray_default_device.py",
    en="`torch.asarray`'s `device` defaults to `None`, “which causes the device of obj to be used”; yet under `with torch.device(\"meta\")`, `torch.asarray(t)` of the CPU tensor `t` is on `meta`, and so is `torch.asarray(a)` of a NumPy array.",
    zh="`torch.asarray` 的 `device` 默认为 `None`，“which causes the device of obj to be used”（即沿用 obj 的设备）；可是在 `with torch.device(\"meta\")` 中，CPU 张量 `t` 的 `torch.asarray(t)` 位于 `meta`，NumPy 数组的 `torch.asarray(a)` 也一样。",
)
def _(run):
    return (run["t"].device.type == "cpu" and run["from_tensor"].device.type == "meta" and run["from_array"].device.type == "meta"
            and printed(run, "docstring: device (:class:`torch.device`, optional): the device of the returned tensor. Default: ``None``, which causes the device of :attr:`obj` to be used.")
            and printed(run, "torch.asarray(t) of the CPU tensor t: meta") and printed(run, "torch.asarray(a) of a NumPy array: meta"))


@claim(
    "errata.interop-asarray-scalar-cpu",
    snippet="interop_asarray_default_device.py",
    en="`torch.asarray`'s docstring also puts the tensor from a NumPy scalar “on the CPU”, and says the one from a buffer will “by default, be on the CPU device”; under the same default device, `torch.asarray(np.float64(1.5))` and `torch.asarray(bytearray(4), dtype=torch.uint8)` are on `meta`.",
    zh="`torch.asarray` 的文档字符串还说，由 NumPy 标量得到的张量 “on the CPU”（位于 CPU），由缓冲区得到的张量 “by default, be on the CPU device”（默认位于 CPU）；可是在同样的默认设备下，`torch.asarray(np.float64(1.5))` 和 `torch.asarray(bytearray(4), dtype=torch.uint8)` 都位于 `meta`。",
)
def _(run):
    return (run["from_scalar"].device.type == "meta" and run["from_buffer"].device.type == "meta"
            and printed(run, "docstring: When :attr:`obj` is a NumPy scalar, the returned tensor will be a 0-dimensional tensor on the CPU")
            and printed(run, "docstring: by default, be on the CPU device")
            and printed(run, "torch.asarray(np.float64(1.5)): meta") and printed(run, "torch.asarray(bytearray(4), dtype=torch.uint8): meta"))


@claim(
    "errata.interop-asarray-empty-buffer",
    snippet="interop_asarray_empty_buffer.py",
    en="`torch.asarray` reads an object with the buffer protocol “as an array of bytes grouped according to the size of the datatype”; yet the empty `bytearray()` raises `ValueError` instead of giving an empty tensor.",
    zh="`torch.asarray` 按数据类型（dtype）的大小读取实现了缓冲区协议的对象，即 “as an array of bytes grouped according to the size of the datatype”（当作按类型大小分组的字节数组）；可是空的 `bytearray()` 会抛出 `ValueError`，而不是给出空张量。",
)
def _(run):
    return (printed(run, "docstring: the buffer is interpreted as an array of bytes grouped according to the size of the datatype")
            and printed(run, "bytearray(4): [0, 0, 0, 0]")
            and printed(run, "bytearray(): ValueError: both buffer length (0) and count (-1) must not be 0"))


@claim(
    "errata.interop-dlpack-negative-stride",
    snippet="interop_dlpack_negative_stride.py",
    torch="<2.14",
    en="`torch.from_dlpack` “Converts a tensor from an external library into a torch.Tensor”; yet for the NumPy array `a[::-1]`, whose stride is negative, it ends the interpreter with `SIGABRT` ([pytorch/pytorch#188023](https://github.com/pytorch/pytorch/issues/188023)).",
    zh="`torch.from_dlpack` 的文档字符串说它 “Converts a tensor from an external library into a torch.Tensor”（把外部库的张量转换为 torch.Tensor）；可是对步幅（stride）为负的 NumPy 数组 `a[::-1]`，它会让解释器因 `SIGABRT` 而终止，见 [pytorch/pytorch#188023](https://github.com/pytorch/pytorch/issues/188023)。",
)
def _(run):
    return (printed(run, "docstring: Converts a tensor from an external library into a ``torch.Tensor``.")
            and printed(run, "torch.from_dlpack(a[::-1]) ended the interpreter with SIGABRT"))


@claim(
    "errata.interop-dlpack-negative-stride-raises",
    snippet="interop_dlpack_negative_stride.py",
    torch=">=2.14",
    en="Since PyTorch 2.14 `torch.from_dlpack(a[::-1])` raises `RuntimeError: Storage size calculation overflowed with sizes=[3] and strides=[-1]` instead ([pytorch/pytorch#188062](https://github.com/pytorch/pytorch/pull/188062)).",
    zh="自 PyTorch 2.14 起，`torch.from_dlpack(a[::-1])` 改为抛出 `RuntimeError: Storage size calculation overflowed with sizes=[3] and strides=[-1]`（计算存储大小时溢出），见 [pytorch/pytorch#188062](https://github.com/pytorch/pytorch/pull/188062)。",
)
def _(run):
    return printed(run, "torch.from_dlpack(a[::-1]) raised RuntimeError: Storage size calculation overflowed with sizes=[3] and strides=[-1]")


@claim(
    "errata.interop-dlpack-device-method",
    snippet="interop_dlpack_device_method.py",
    en="`torch.from_dlpack` takes an “object with `__dlpack__` attribute”, its docstring says, one that has “a `ext_tensor.__dlpack__` method”; yet one with `__dlpack__` and no `__dlpack_device__` raises `AttributeError`, and adding `__dlpack_device__` converts it.",
    zh="`torch.from_dlpack` 的文档字符串说它接受 “object with `__dlpack__` attribute”（带有该属性的对象），即 “have a `ext_tensor.__dlpack__` method”（有这个方法）；可是只有 `__dlpack__`、没有 `__dlpack_device__` 的对象会抛出 `AttributeError`，补上 `__dlpack_device__` 才能转换。",
)
def _(run):
    return (printed(run, "docstring: ext_tensor (object with ``__dlpack__`` attribute, or a DLPack capsule)")
            and printed(run, "docstring: it must support the ``__dlpack__`` protocol (i.e., have a ``ext_tensor.__dlpack__`` method).")
            and printed(run, "with __dlpack__ alone: AttributeError: 'OnlyDlpack' object has no attribute '__dlpack_device__'")
            and printed(run, "with __dlpack_device__ too: [0.0, 1.0, 2.0]"))


@claim(
    "errata.interop-type-layout",
    snippet="interop_type_layout.py",
    en="`Tensor.type` “casts this object to the specified type”, its docstring says; yet `f.type('torch.sparse.FloatTensor')` of the strided `f` is a strided `torch.FloatTensor`, and `s.type('torch.FloatTensor')` returns the sparse `s` itself.",
    zh="`Tensor.type` 的文档字符串说它 “casts this object to the specified type”（把对象转换为指定类型）；可是跨步张量 `f` 的 `f.type('torch.sparse.FloatTensor')` 是跨步的 `torch.FloatTensor`，而 `s.type('torch.FloatTensor')` 返回的就是稀疏张量 `s` 本身。",
)
def _(run):
    return (run["to_sparse_type"].layout == torch.strided and run["to_dense_type"] is run["s"] and run["s"].layout == torch.sparse_coo
            and printed(run, "docstring: casts this object to the specified type.")
            and printed(run, "f.type('torch.sparse.FloatTensor'): torch.FloatTensor torch.strided"))


@claim(
    "errata.interop-type-as-equivalent",
    snippet="interop_type_as_equivalent.py",
    en="`f.type_as(m)` is not equivalent to `f.type(m.type())` for the meta tensor `m`: the first returns a tensor on `meta`, the second raises `ValueError: invalid type: 'torch.meta.FloatTensor'`.",
    zh="对 meta 张量 `m`，`f.type_as(m)` 并不等价于 `f.type(m.type())`：前者返回位于 `meta` 的张量，后者抛出 `ValueError: invalid type: 'torch.meta.FloatTensor'`。",
)
def _(run):
    return (printed(run, "docstring: This is equivalent to ``self.type(tensor.type())``") and printed(run, "f.type_as(m): meta")
            and printed(run, "f.type(m.type()): ValueError: invalid type: 'torch.meta.FloatTensor'"))


@claim(
    "errata.interop-conversion-memory-format",
    snippet="interop_conversion_memory_format.py",
    en="`float()`, `double()` and `long()` call `memory_format` “the desired memory format of returned Tensor”; yet on a transposed `t` already of their dtype, `memory_format=torch.contiguous_format` returns `t` itself, still not contiguous.",
    zh="`float()`、`double()` 和 `long()` 把 `memory_format` 说成 “the desired memory format of returned Tensor”，即返回张量所要的内存格式（memory format）；可是对已是相应数据类型的转置张量 `t`，传入 `memory_format=torch.contiguous_format` 返回的就是 `t` 本身，仍然不连续。",
)
def _(run):
    return (printed(run, "docstring: memory_format (:class:`torch.memory_format`, optional): the desired memory format of returned Tensor.")
            and all(printed(run, f"t.{name}(memory_format=torch.contiguous_format) is t: True, contiguous: False | from int8: contiguous: True")
                    for name in ("float", "double", "long")))


@claim(
    "errata.interop-default-dtype-float8",
    snippet="interop_default_dtype.py",
    torch=">=2.4",
    en="`torch.set_default_dtype` “Supports floating point dtype as inputs”, its docstring says; yet `torch.float8_e4m3fn`, whose `is_floating_point` is `True`, raises `TypeError: couldn't find storage object Float8_e4m3fnStorage` ([pytorch/pytorch#121730](https://github.com/pytorch/pytorch/pull/121730)).",
    zh="`torch.set_default_dtype` 的文档字符串说它 “Supports floating point dtype as inputs”（接受浮点数据类型）；可是 `is_floating_point` 为 `True` 的 `torch.float8_e4m3fn` 会抛出 `TypeError: couldn't find storage object Float8_e4m3fnStorage`（找不到这种类型的存储对象）（[pytorch/pytorch#121730](https://github.com/pytorch/pytorch/pull/121730)）。",
)
def _(run):
    return (printed(run, "docstring: Supports floating point dtype as inputs.") and torch.float8_e4m3fn.is_floating_point
            and printed(run, "torch.set_default_dtype(torch.float8_e4m3fn): TypeError: couldn't find storage object Float8_e4m3fnStorage"))


@claim(
    "errata.interop-logspace-int-dtype",
    snippet="interop_logspace_dtype.py",
    en="`torch.logspace`'s `dtype` is “the data type to perform the computation in”; yet `torch.logspace(0, 1, 5, base=4, dtype=torch.int64)` is `[1, 1, 2, 2, 4]`: powers such as `4 ** 0.5` computed in floating point, then truncated.",
    zh="`torch.logspace` 的 `dtype` 是 “the data type to perform the computation in”（进行计算所用的数据类型）；可是 `torch.logspace(0, 1, 5, base=4, dtype=torch.int64)` 是 `[1, 1, 2, 2, 4]`：`4 ** 0.5` 这样的幂先按浮点数算出，再截断成整数。",
)
def _(run):
    return (run["logs"].tolist() == [1, 1, 2, 2, 4] and (4 ** run["exponents"]).tolist() == [1, 1, 1, 1, 4]
            and printed(run, "docstring: dtype (torch.dtype, optional): the data type to perform the computation in."))


@claim(
    "errata.interop-from-file-device",
    snippet="interop_from_file_device.py",
    en="`torch.from_file`'s `device` defaults to “the current device for the default tensor type”; yet under `with torch.device(\"meta\")` it returns a CPU tensor, as its first line, “Creates a CPU tensor”, says, and `device=\"meta\"` raises `NotImplementedError`.",
    zh="`torch.from_file` 的 `device` 默认为 “the current device for the default tensor type”（默认张量类型的当前设备）；可是在 `with torch.device(\"meta\")` 中它返回 CPU 张量，正如文档字符串第一句 “Creates a CPU tensor”（创建 CPU 张量）所说；显式传入 `device=\"meta\"` 则抛出 `NotImplementedError`。",
)
def _(run):
    return (run["t"].device.type == "cpu"
            and printed(run, "docstring: Creates a CPU tensor with a storage backed by a memory-mapped file.")
            and printed(run, "docstring: device (:class:`torch.device`, optional): the desired device of returned tensor. Default: if ``None``, uses the current device for the default tensor type (see :func:`torch.set_default_device`).")
            and printed(run, 'under torch.device("meta"): torch.from_file(path, size=4): cpu')
            and printed(run, 'torch.from_file(path, size=4, device="meta"): NotImplementedError: aten::from_file: attempted to run this operator with Meta tensors'))


@claim(
    "errata.interop-from-file-pin",
    snippet="interop_from_file_pin.py",
    en="`torch.from_file`'s `pin_memory` says “If set, returned tensor would be allocated in the pinned memory”; yet `pin_memory=True` raises `RuntimeError: tensors constructed from a file cannot be pinned`, as its own note says.",
    zh="`torch.from_file` 的 `pin_memory` 说 “If set, returned tensor would be allocated in the pinned memory”，即设置后返回的张量分配在锁页内存（pinned memory）中；可是 `pin_memory=True` 会抛出 `RuntimeError: tensors constructed from a file cannot be pinned`（由文件构造的张量不能锁页），正如它自己的说明所写。",
)
def _(run):
    return (printed(run, "docstring: pin_memory (bool, optional): If set, returned tensor would be allocated in the pinned memory.")
            and printed(run, "torch.from_file(path, size=4, pin_memory=True): RuntimeError: tensors constructed from a file cannot be pinned"))
