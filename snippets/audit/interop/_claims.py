import math

import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import printed

# Checks made for the docstring audit of these functions (docs/audit/interop.md).


@claim(
    "audit.interop-asarray-kinds",
    snippet="interop_asarray.py",
    en="`torch.asarray` converts each kind its docstring lists: a tensor, a NumPy array, a NumPy scalar, a DLPack capsule, a `bytearray` (with `dtype=`), a Python `float` and a list of `int`s.",
    zh="`torch.asarray` 能转换其文档字符串（docstring）列出的每一种对象：张量、NumPy 数组、NumPy 标量、DLPack capsule、`bytearray`（给出 `dtype=` 时）、Python `float` 以及 `int` 列表。",
)
def _(run):
    return all(printed(run, line) for line in (
        "from a tensor: torch.float32, shape (3,)", "from a NumPy array: torch.float64, shape (3,)",
        "from a NumPy scalar: torch.float32, shape ()", "from a DLPack capsule: torch.float32, shape (3,)",
        "from a bytearray, with dtype=torch.uint8: torch.uint8, shape (3,)", "from a Python float: torch.float32, shape ()",
        "from a list of ints: torch.int64, shape (2,)"))


@claim(
    "audit.interop-asarray-numpy-scalar",
    snippet="interop_asarray.py",
    en="`torch.asarray` turns a NumPy scalar into a 0-d tensor of the matching dtype, `np.int16(3)` into `torch.int16`, and refuses `copy=False` with `RuntimeError: can't alias NumPy scalars.`",
    zh="`torch.asarray` 把 NumPy 标量转成数据类型（dtype）相应的 0 维张量，`np.int16(3)` 转成 `torch.int16`；传入 `copy=False` 则抛出 `RuntimeError: can't alias NumPy scalars.`（不能让张量与 NumPy 标量共享内存）。",
)
def _(run):
    made = run["scalars"]
    return ([t.dtype for t in made.values()] == [torch.float32, torch.int16, torch.bool] and all(t.dim() == 0 for t in made.values())
            and printed(run, "torch.asarray(np.float64(1.5), copy=False): RuntimeError: can't alias NumPy scalars. Either remove copy=False or transform it in a ndarray."))


@claim(
    "audit.interop-asarray-sequence",
    snippet="interop_asarray.py",
    en="From Python numbers `torch.asarray` infers the dtype, `torch.int64` for `[1, 2]` and the default dtype for `[1.5]`, and uses the default device: `meta` under `with torch.device(\"meta\")`.",
    zh="对 Python 数值，`torch.asarray` 推断数据类型：`[1, 2]` 得到 `torch.int64`，`[1.5]` 得到默认数据类型；它使用默认设备：在 `with torch.device(\"meta\")` 中位于 `meta`。",
)
def _(run):
    return (run["on_meta"].device.type == "meta" and printed(run, "torch.asarray([1, 2]): torch.int64 | torch.asarray([1.5]): torch.float32"))


@claim(
    "audit.interop-asarray-capsule",
    snippet="interop_asarray.py",
    en="From a DLPack capsule, `torch.asarray(capsule)` and `torch.from_dlpack(capsule)` both share the memory of the tensor `t` it was made from.",
    zh="对 DLPack capsule，`torch.asarray(capsule)` 和 `torch.from_dlpack(capsule)` 都与生成它的张量 `t` 共享内存。",
)
def _(run):
    return (printed(run, "torch.asarray(capsule) shares t's memory: True") and printed(run, "torch.from_dlpack(capsule) shares t's memory: True"))


@claim(
    "audit.interop-asarray-buffer",
    snippet="interop_asarray.py",
    en="`torch.asarray(buffer, dtype=torch.int16)` reads the 8 bytes of a `bytearray` as 4 values and shares its memory: writing 258 into the tensor sets the first two bytes to 2 and 1.",
    zh="`torch.asarray(buffer, dtype=torch.int16)` 把 `bytearray` 的 8 个字节读成 4 个值，并与它共享内存：往张量里写入 258，前两个字节就变成 2 和 1。",
)
def _(run):
    return tuple(run["shorts"].shape) == (4,) and list(run["buffer"][:2]) == [2, 1] and run["shorts"].dtype == torch.int16


@claim(
    "audit.interop-asarray-buffer-default-dtype",
    snippet="interop_asarray.py",
    torch="<2.15",
    en="Before PyTorch 2.15, without `dtype=`, `torch.asarray(bytearray(8))` gives 2 values of the default dtype `float32`, or 1 `float64` under that default, and `array.array('i', [1, 2])` gives `float32` too ([pytorch/pytorch#188784](https://github.com/pytorch/pytorch/pull/188784)).",
    zh="PyTorch 2.15 之前，不给 `dtype=` 时，`torch.asarray(bytearray(8))` 得到 2 个默认数据类型 `float32` 的值，默认为 `float64` 时得到 1 个；`array.array('i', [1, 2])` 也得到 `float32`（[pytorch/pytorch#188784](https://github.com/pytorch/pytorch/pull/188784)）。",
)
def _(run):
    return (printed(run, "torch.asarray(bytearray(8)): torch.float32 (2,)") and printed(run, "with a float64 default dtype: torch.float64 (1,)")
            and run["ints"].dtype == torch.float32)


@claim(
    "audit.interop-asarray-buffer-format",
    snippet="interop_asarray.py",
    torch=">=2.15",
    en="Since PyTorch 2.15, without `dtype=` `torch.asarray` takes the dtype from the buffer's format, `torch.int32` for `array.array('i', [1, 2])`, and raises `ValueError` for the format `'P'` and for a big-endian buffer ([pytorch/pytorch#188784](https://github.com/pytorch/pytorch/pull/188784)).",
    zh="自 PyTorch 2.15 起，不给 `dtype=` 时 `torch.asarray` 从缓冲区的格式取得数据类型：`array.array('i', [1, 2])` 得到 `torch.int32`；格式为 `'P'` 的缓冲区和大端字节序的缓冲区则抛出 `ValueError`（[pytorch/pytorch#188784](https://github.com/pytorch/pytorch/pull/188784)）。",
)
def _(run):
    return (run["ints"].dtype == torch.int32 and run["ints"].tolist() == [1, 2]
            and printed(run, "a buffer of format 'P': ValueError: could not infer a dtype from buffer format 'P'. Please pass an explicit dtype= to torch.asarray.")
            and printed(run, "a big-endian buffer: ValueError: buffer has non-native byte order (format '>I')"))


@claim(
    "audit.interop-asarray-history",
    snippet="interop_asarray.py",
    en="`torch.asarray(y, requires_grad=True)` of `y = w * 2`, which has autograd history, returns `y` itself, its `grad_fn` still `MulBackward0`.",
    zh="`y = w * 2` 带有自动求导（autograd）历史，`torch.asarray(y, requires_grad=True)` 返回的就是 `y` 本身，其 `grad_fn` 仍是 `MulBackward0`。",
)
def _(run):
    return run["kept"] is run["y"] and type(run["y"].grad_fn).__name__ == "MulBackward0" and printed(run, "torch.asarray(y, requires_grad=True) is y: True | grad_fn: MulBackward0")


@claim(
    "audit.interop-from-file-writes",
    snippet="interop_from_file.py",
    en="A write into `torch.from_file(path, shared=True, size=4)` reaches the file; one into `shared=False` changes the tensor only.",
    zh="往 `torch.from_file(path, shared=True, size=4)` 写入的值会写进文件；往 `shared=False` 的张量写入只改变张量本身。",
)
def _(run):
    return (printed(run, "shared=False, after private[0] = 10.0: tensor [10.0, 1.0, 2.0, 3.0] | file [0.0, 1.0, 2.0, 3.0]")
            and printed(run, "shared=True, after shared[1] = 20.0: tensor [0.0, 20.0, 2.0, 3.0] | file [0.0, 20.0, 2.0, 3.0]"))


@claim(
    "audit.interop-from-file-processes",
    snippet="interop_from_file.py",
    en="With `shared=True`, a write by a forked child process into its `torch.from_file` tensor shows in the parent's; with `shared=False` it does not.",
    zh="`shared=True` 时，fork 出的子进程往它的 `torch.from_file` 张量写入的值会出现在父进程的张量里；`shared=False` 时不会。",
)
def _(run):
    return (printed(run, "shared=True: a child process's seen[3] = 77.0 reaches this one: True")
            and printed(run, "shared=False: a child process's seen[3] = 55.0 reaches this one: False"))


@claim(
    "audit.interop-from-file-size",
    snippet="interop_from_file.py",
    en="`size` counts elements: `torch.from_file(path, size=3)` has shape `(3,)`, and without `size` the tensor is empty.",
    zh="`size` 是元素个数：`torch.from_file(path, size=3)` 的形状是 `(3,)`，不给 `size` 时张量为空。",
)
def _(run):
    return printed(run, "torch.from_file(path, size=3): (3,) | no size: (0,)")


@claim(
    "audit.interop-from-file-too-small",
    snippet="interop_from_file.py",
    en="With `shared=False`, a file shorter than `size` elements is refused: `size=8` of `float32` on a 16-byte file raises `RuntimeError`, naming the 32 bytes required.",
    zh="`shared=False` 时，文件不足 `size` 个元素就会被拒绝：在 16 字节的文件上取 `size=8` 个 `float32` 会抛出 `RuntimeError`，指出需要 32 个字节。",
)
def _(run):
    return printed(run, "shared=False, size=8 on 16 bytes: RuntimeError: file <path> size <16> is smaller than the required mapping size <32>")


@claim(
    "audit.interop-from-file-creates",
    snippet="interop_from_file.py",
    en="With `shared=True`, `torch.from_file` creates a missing file: `size=3` of `float32` makes it 12 bytes long, holding zeros.",
    zh="`shared=True` 时，`torch.from_file` 会创建不存在的文件：`size=3` 个 `float32` 使它长 12 个字节，内容全为零。",
)
def _(run):
    return printed(run, "shared=True on a missing file: created 12 bytes, holding [0.0, 0.0, 0.0]")


@claim(
    "audit.interop-from-file-cpu",
    snippet="interop_from_file.py",
    en="`torch.from_file` returns a strided CPU tensor of the default dtype, `float64` under that default, and `device=\"meta\"` raises `NotImplementedError`.",
    zh="`torch.from_file` 返回默认数据类型的跨步 CPU 张量，默认为 `float64` 时即为该类型；传入 `device=\"meta\"` 则抛出 `NotImplementedError`。",
)
def _(run):
    made = run["made"]
    return (made.device.type == "cpu" and made.layout == torch.strided and made.dtype == torch.float32
            and printed(run, "with a float64 default dtype: torch.float64")
            and printed(run, 'device="meta": NotImplementedError: aten::from_file: attempted to run this operator with Meta tensors'))


@claim(
    "audit.interop-type-string",
    snippet="interop_conversions.py",
    en="`f.type()` returns the type's name, `'torch.FloatTensor'`; `f.type('torch.DoubleTensor')` and `f.type(torch.float64)` both return a `float64` tensor.",
    zh="`f.type()` 返回类型名 `'torch.FloatTensor'`；`f.type('torch.DoubleTensor')` 和 `f.type(torch.float64)` 都返回 `float64` 张量。",
)
def _(run):
    return (printed(run, "f.type(): torch.FloatTensor")
            and printed(run, "f.type('torch.DoubleTensor'): torch.float64 | f.type(torch.float64): torch.float64"))


@claim(
    "audit.interop-type-as",
    snippet="interop_conversions.py",
    en="`i.type_as(d)` of the `int64` tensor `i` and the `float64` tensor `d` returns `i`'s values as `float64`.",
    zh="对 `int64` 张量 `i` 和 `float64` 张量 `d`，`i.type_as(d)` 以 `float64` 返回 `i` 的值。",
)
def _(run):
    return printed(run, "i.type_as(d): torch.float64 [0.0, 1.0, 2.0]")


@claim(
    "audit.interop-conversions-like-to",
    snippet="interop_conversions.py",
    en="`x.float()`, `x.double()` and `x.long()` give the dtype, values, strides and `requires_grad` of `x.to(torch.float32)`, `x.to(torch.float64)` and `x.to(torch.int64)`, and return `x` when `to` does, for an integer, a transposed, a `float64` and a grad-requiring `x`.",
    zh="对整数、转置、`float64` 以及需要梯度的 `x`，`x.float()`、`x.double()` 和 `x.long()` 的数据类型、值、步幅（stride）和 `requires_grad` 都与 `x.to(torch.float32)`、`x.to(torch.float64)`、`x.to(torch.int64)` 相同，`to` 返回 `x` 时它们也返回它。",
)
def _(run):
    return all(printed(run, f"x.{m}() matches x.to({d}) on all 4 inputs: True")
               for m, d in (("float", "torch.float32"), ("double", "torch.float64"), ("long", "torch.int64")))


@claim(
    "audit.interop-default-dtype-set",
    snippet="interop_default_dtype.py",
    en="The default dtype starts as `torch.float32`; `torch.set_default_dtype` accepts `torch.float64`, `torch.float16` and `torch.float32`, and `torch.zeros(1)` then takes each.",
    zh="默认数据类型一开始是 `torch.float32`；`torch.set_default_dtype` 接受 `torch.float64`、`torch.float16` 和 `torch.float32`，之后 `torch.zeros(1)` 就是相应的类型。",
)
def _(run):
    return (printed(run, "default dtype at start: torch.float32")
            and all(printed(run, f"after set_default_dtype({d}): {d} {d}") for d in ("torch.float64", "torch.float16", "torch.float32")))


@claim(
    "audit.interop-default-dtype-refuses",
    snippet="interop_default_dtype.py",
    en="`torch.set_default_dtype` refuses `torch.int64`, `torch.complex64` and `torch.bool` with `TypeError: only floating-point types are supported as the default type`.",
    zh="`torch.set_default_dtype` 拒绝 `torch.int64`、`torch.complex64` 和 `torch.bool`，抛出 `TypeError: only floating-point types are supported as the default type`（默认类型只支持浮点类型）。",
)
def _(run):
    return all(printed(run, f"set_default_dtype({d}): TypeError: only floating-point types are supported as the default type")
               for d in ("torch.int64", "torch.complex64", "torch.bool"))


@claim(
    "audit.interop-default-dtype-promotion",
    snippet="interop_default_dtype.py",
    en="The default dtype decides type promotion with Python numbers: an `int` tensor times 1.5 and a `bool` tensor plus 1.5 are `float64` under a `float64` default, and an `int` tensor times `1j` is `complex128`.",
    zh="默认数据类型决定张量与 Python 数值的类型提升：默认为 `float64` 时，`int` 张量乘 1.5、`bool` 张量加 1.5 都是 `float64`，`int` 张量乘 `1j` 是 `complex128`。",
)
def _(run):
    return (printed(run, "default torch.float64: int tensor * 1.5: torch.float64, bool tensor + 1.5: torch.float64, int tensor * 1j: torch.complex128")
            and printed(run, "default torch.float32: int tensor * 1.5: torch.float32, bool tensor + 1.5: torch.float32, int tensor * 1j: torch.complex64"))


@claim(
    "audit.interop-default-complex",
    snippet="interop_default_dtype.py",
    torch=">=2.4",
    en="Since PyTorch 2.4, `torch.tensor(1j)` is `complex32` under a `float16` default dtype; under `bfloat16` it raises `RuntimeError: invalid default scalar type for complex` ([pytorch/pytorch#121730](https://github.com/pytorch/pytorch/pull/121730)).",
    zh="自 PyTorch 2.4 起，默认数据类型为 `float16` 时 `torch.tensor(1j)` 是 `complex32`；为 `bfloat16` 时则抛出 `RuntimeError: invalid default scalar type for complex`（默认标量类型没有对应的复数类型；[pytorch/pytorch#121730](https://github.com/pytorch/pytorch/pull/121730)）。",
)
def _(run):
    return (printed(run, "default torch.float16: torch.tensor(1j): torch.complex32")
            and printed(run, "default torch.bfloat16: torch.tensor(1j): RuntimeError: invalid default scalar type for complex"))


@claim(
    "audit.interop-logspace-steps",
    snippet="interop_logspace.py",
    en="`torch.logspace(0, 1)` raises `TypeError`: no overload gives `steps` a default; `torch.logspace(0, 2, steps=3)` passes it.",
    zh="`torch.logspace(0, 1)` 会抛出 `TypeError`：没有哪个重载给 `steps` 默认值；`torch.logspace(0, 2, steps=3)` 则给出了它。",
)
def _(run):
    return (printed(run, "torch.logspace(0, 1): TypeError: logspace() received an invalid combination of arguments - got (int, int), but expected one of:")
            and printed(run, "steps=3: [1.0, 10.0, 100.0]"))


@claim(
    "audit.interop-logspace-zero-dim",
    snippet="interop_logspace.py",
    en="`torch.logspace` takes 0-d tensors as `start` and `end`, and raises `RuntimeError` for a one-dimensional `start` or a two-dimensional `end`: `logspace only supports 0-dimensional start and end tensors`.",
    zh="`torch.logspace` 接受 0 维张量作为 `start` 和 `end`；一维的 `start` 或二维的 `end` 则抛出 `RuntimeError`：`logspace only supports 0-dimensional start and end tensors`（起点和终点只能是零维张量）。",
)
def _(run):
    return (printed(run, "0-d tensors: [1.0, 10.0, 100.0]")
            and printed(run, "RuntimeError: logspace only supports 0-dimensional start and end tensors, but got start with 1 dimension(s).")
            and printed(run, "RuntimeError: logspace only supports 0-dimensional start and end tensors, but got end with 2 dimension(s)."))


@claim(
    "audit.interop-logspace-out",
    snippet="interop_logspace.py",
    en="`torch.logspace(0, 2, 3, out=o)` writes `[1.0, 10.0, 100.0]` into `o` and returns `o` itself.",
    zh="`torch.logspace(0, 2, 3, out=o)` 把 `[1.0, 10.0, 100.0]` 写进 `o`，并返回 `o` 本身。",
)
def _(run):
    return run["r"] is run["o"] and printed(run, "out=o returns o: True [1.0, 10.0, 100.0]")


@claim(
    "audit.interop-logspace-defaults",
    snippet="interop_logspace.py",
    en="`torch.logspace(0, 2, 3)` is strided and does not require grad unless `requires_grad=True`; it uses the default device, `meta` under `with torch.device(\"meta\")`.",
    zh="`torch.logspace(0, 2, 3)` 是跨步张量，除非传入 `requires_grad=True`，否则不需要梯度；它使用默认设备：在 `with torch.device(\"meta\")` 中位于 `meta`。",
)
def _(run):
    return (run["on_meta"].device.type == "meta" and run["made"].layout == torch.strided
            and printed(run, "layout: torch.strided | requires_grad: False | with requires_grad=True: True"))


@claim(
    "audit.interop-from-dlpack-device",
    snippet="interop_from_dlpack.py",
    torch=">=2.9",
    en="Since PyTorch 2.9, `torch.from_dlpack(a, device=\"cpu\")` of a NumPy array `a` returns a CPU tensor sharing `a`'s memory ([pytorch/pytorch#150218](https://github.com/pytorch/pytorch/pull/150218)).",
    zh="自 PyTorch 2.9 起，对 NumPy 数组 `a`，`torch.from_dlpack(a, device=\"cpu\")` 返回与 `a` 共享内存的 CPU 张量（[pytorch/pytorch#150218](https://github.com/pytorch/pytorch/pull/150218)）。",
)
def _(run):
    return (printed(run, 'torch.from_dlpack(a, device="cpu"): cpu | shares a\'s memory: True') and run["placed"].device.type == "cpu")


@claim(
    "audit.interop-from-dlpack-default-device",
    snippet="interop_from_dlpack.py",
    en="Under `with torch.device(\"meta\")`, `torch.from_dlpack(a)` of a NumPy array `a` stays on the CPU and shares `a`'s memory.",
    zh="在 `with torch.device(\"meta\")` 中，NumPy 数组 `a` 的 `torch.from_dlpack(a)` 仍在 CPU 上，并与 `a` 共享内存。",
)
def _(run):
    return (printed(run, 'under torch.device("meta"), torch.from_dlpack(a): cpu | shares a\'s memory: True') and run["default"].device.type == "cpu")





# --- autograd: requires_grad_, backward, no_grad, inference_mode, Parameter ---------------------
