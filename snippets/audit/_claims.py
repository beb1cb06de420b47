import math

import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import printed

# Checks made for the docstring audit (docs/audit.md): statements no chapter's claim checked yet.

# --- torch.frombuffer ----------------------------------------------------------------------------


@claim(
    "audit.frombuffer-offset-count",
    snippet="frombuffer.py",
    en="`torch.frombuffer(buf, dtype=torch.uint8, count=4, offset=2)` skips 2 bytes of `buf` and reads the next 4 as a one-dimensional tensor: `[2, 3, 4, 5]`.",
    zh="`torch.frombuffer(buf, dtype=torch.uint8, count=4, offset=2)` 跳过 `buf` 的前 2 个字节，把接下来的 4 个字节读成一维张量：`[2, 3, 4, 5]`。",
)
def _(run):
    part = run["part"]
    return part.dim() == 1 and part.dtype == torch.uint8 and part.tolist() == [2, 3, 4, 5] and printed(run, "count=4, offset=2: [2, 3, 4, 5] 1")


@claim(
    "audit.frombuffer-count-default",
    snippet="frombuffer.py",
    en="Without `count` and `offset`, `torch.frombuffer(buf, dtype=torch.uint8)` reads the 10 bytes of `buf` from the first to the last.",
    zh="不给 `count` 和 `offset` 时，`torch.frombuffer(buf, dtype=torch.uint8)` 从第一个字节读到最后一个，读完 `buf` 的 10 个字节。",
)
def _(run):
    return run["whole"].numel() == 10 and printed(run, "no count, no offset: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]")


@claim(
    "audit.frombuffer-refcount",
    snippet="frombuffer.py",
    en="`torch.frombuffer` adds one reference to the object it is given: `sys.getrefcount(buf)` grows by 1.",
    zh="`torch.frombuffer` 给传入的对象增加一个引用：`sys.getrefcount(buf)` 增加 1。",
)
def _(run):
    return printed(run, "references to buf: one more: 1")


@claim(
    "audit.frombuffer-dtype-required",
    snippet="frombuffer.py",
    en="`torch.frombuffer` infers no dtype: `torch.frombuffer(buf)` raises `TypeError`, naming `dtype` as missing.",
    zh="`torch.frombuffer` 不推断数据类型（dtype）：`torch.frombuffer(buf)` 会抛出 `TypeError`，指出缺少 `dtype`。",
)
def _(run):
    return printed(run, 'TypeError: frombuffer() missing 1 required positional arguments: "dtype"')


@claim(
    "audit.frombuffer-requires-grad",
    snippet="frombuffer.py",
    en="`torch.frombuffer(bytearray(8), dtype=torch.float32)` does not require grad; with `requires_grad=True` it does.",
    zh="`torch.frombuffer(bytearray(8), dtype=torch.float32)` 不需要梯度；传入 `requires_grad=True` 时则需要。",
)
def _(run):
    return printed(run, "requires_grad by default: False") and printed(run, "requires_grad=True: True")


# --- detach() and forward-mode AD -----------------------------------------------------------------


@claim(
    "audit.detach-forward-ad",
    snippet="detach_forward.py",
    en="`dual.detach()` and `(dual * 1).detach_()` drop forward-mode gradients too: for the dual tensor `dual`, with tangent `[3.0, 3.0]`, both results have the tangent `None`.",
    zh="`dual.detach()` 和 `(dual * 1).detach_()` 也会去掉前向模式的梯度：对切线为 `[3.0, 3.0]` 的对偶张量 `dual`，两者结果的切线都是 `None`。",
)
def _(run):
    return (printed(run, "dual's tangent: [3.0, 3.0]") and printed(run, "dual.detach(): None")
            and printed(run, "(dual * 1).detach_(): None"))


@claim(
    "audit.detach-forward-ad-view",
    snippet="detach_forward.py",
    exception_to="audit.detach-forward-ad",
    en="`dual.detach_()` itself raises `RuntimeError: Can't detach views in-place. Use detach() instead.`: `make_dual` returns a view, `dual._is_view()` is `True`.",
    zh="`make_dual` 返回的是视图（view），`dual._is_view()` 为 `True`，因此 `dual.detach_()` 本身会抛出 `RuntimeError: Can't detach views in-place. Use detach() instead.`（视图不能原地分离，请改用 detach）。",
)
def _(run):
    return (printed(run, "dual._is_view(): True")
            and any(line.startswith("RuntimeError: Can't detach views in-place. Use detach() instead.") for line in run.output.splitlines()))


# --- the *_like functions and Tensor.to ----------------------------------------------------------


@claim(
    "audit.like-no-out",
    snippet="like_and_to.py",
    en="`torch.zeros_like` takes no `out`: `torch.zeros_like(t, out=torch.empty(2))` raises `TypeError`, calling `out` an unexpected keyword argument.",
    zh="`torch.zeros_like` 不接受 `out`：`torch.zeros_like(t, out=torch.empty(2))` 会抛出 `TypeError`，称 `out` 是意料之外的关键字参数。",
)
def _(run):
    return printed(run, "zeros_like(t, out=...) raises TypeError; zeros_like() got an unexpected keyword argument 'out'")


@claim(
    "audit.empty-like-deterministic",
    snippet="like_and_to.py",
    en="After `torch.use_deterministic_algorithms(True)`, with `torch.utils.deterministic.fill_uninitialized_memory` at its default `True`, `torch.empty_like` fills a `float32` result with NaN and an `int32` one with its largest value, 2147483647.",
    zh="调用 `torch.use_deterministic_algorithms(True)` 之后，若 `torch.utils.deterministic.fill_uninitialized_memory` 保持默认值 `True`，`torch.empty_like` 会把 `float32` 结果填成 NaN，把 `int32` 结果填成其最大值 2147483647。",
)
def _(run):
    return (printed(run, "torch.utils.deterministic.fill_uninitialized_memory: True")
            and printed(run, "deterministic empty_like: [nan, nan] [2147483647, 2147483647]"))


@claim(
    "audit.to-int-no-grad",
    snippet="like_and_to.py",
    en="`x.to(torch.int64)` of `x`, which requires grad, does not require grad.",
    zh="`x` 需要梯度，而 `x.to(torch.int64)` 不需要梯度。",
)
def _(run):
    return run["x"].requires_grad and not run["i"].requires_grad and run["i"].dtype == torch.int64


@claim(
    "audit.to-other",
    snippet="like_and_to.py",
    en="`torch.ones(2).to(other)` takes the dtype and device of `other`: `torch.float64` on `meta`.",
    zh="`torch.ones(2).to(other)` 取 `other` 的数据类型和设备：位于 `meta` 上的 `torch.float64`。",
)
def _(run):
    return run["y"].dtype == torch.float64 and run["y"].device.type == "meta" and printed(run, "torch.ones(2).to(other): torch.float64 meta")


@claim(
    "audit.to-device-keeps-dtype",
    snippet="like_and_to.py",
    en="Given only a device, `to` keeps the dtype: `torch.ones(2, dtype=torch.int32).to(\"meta\")` is `torch.int32` on `meta`.",
    zh="只给设备时，`to` 保留数据类型：`torch.ones(2, dtype=torch.int32).to(\"meta\")` 是位于 `meta` 上的 `torch.int32`。",
)
def _(run):
    return run["z"].dtype == torch.int32 and run["z"].device.type == "meta"


# --- factories: zeros, ones, empty, full, arange, linspace ----------------------------------------


@claim(
    "audit.factory-strided",
    snippet="factories.py",
    en="`torch.zeros`, `torch.ones`, `torch.empty`, `torch.full`, `torch.arange` and `torch.linspace` return `torch.strided` tensors in row-major order when given no `layout` and no `memory_format`.",
    zh="不给 `layout`、也不给 `memory_format` 时，`torch.zeros`、`torch.ones`、`torch.empty`、`torch.full`、`torch.arange` 和 `torch.linspace` 返回按行主序（row-major）排列的 `torch.strided` 张量。",
)
def _(run):
    return len(run["made"]) == 6 and all(t.layout == torch.strided and t.is_contiguous() for t in run["made"].values())


@claim(
    "audit.factory-default-device",
    snippet="factories.py",
    en="Without `device=`, `torch.zeros(2)` uses the default device: under `with torch.device(\"meta\")` it is on `meta`.",
    zh="不给 `device=` 时，`torch.zeros(2)` 使用默认设备：在 `with torch.device(\"meta\")` 中它位于 `meta`。",
)
def _(run):
    return run["on_meta"].device.type == "meta" and run["made"]["torch.zeros(2)"].device.type == "cpu"


@claim(
    "audit.linspace-zero-dim",
    snippet="factories.py",
    en="`torch.linspace(torch.tensor([0.0]), 1, 3)`, whose `start` is a one-dimensional tensor, raises `RuntimeError: linspace only supports 0-dimensional start and end tensors, but got start with 1 dimension(s).`; a one-dimensional `end` raises it too, naming `end`.",
    zh="`torch.linspace(torch.tensor([0.0]), 1, 3)` 的 `start` 是一维张量，它会抛出 `RuntimeError: linspace only supports 0-dimensional start and end tensors, but got start with 1 dimension(s).`（只支持零维的 start 和 end 张量）；`end` 是一维张量时也会抛出这个错误，只是消息中点名的是 `end`。",
)
def _(run):
    return (printed(run, "RuntimeError: linspace only supports 0-dimensional start and end tensors, but got start with 1 dimension(s).")
            and printed(run, "RuntimeError: linspace only supports 0-dimensional start and end tensors, but got end with 1 dimension(s)."))


# --- views, layout and storage: view, reshape, contiguous, expand, T, mT, permute, data_ptr, set_, resize_ ------


@claim(
    "audit.views-view-numel",
    snippet="views_view.py",
    en="`x.view(4)` of the 6-element `x` raises `RuntimeError: shape '[4]' is invalid for input of size 6`: the view must keep the number of elements.",
    zh="对 6 个元素的 `x` 调用 `x.view(4)` 会抛出 `RuntimeError: shape '[4]' is invalid for input of size 6`（形状与输入的大小不符）：视图（view）必须保持元素个数。",
)
def _(run):
    return printed(run, "x.view(4): RuntimeError: shape '[4]' is invalid for input of size 6")


@claim(
    "audit.views-view-dtype-scale",
    snippet="views_view.py",
    en="`pairs.view(torch.int32)` joins each pair of `int16` values, halving the last dimension: `[[1, 0, 2, 0]]` becomes `[[1, 2]]`; `one.view(torch.int16)` splits `[[1]]` into `[[1, 0]]`.",
    zh="`pairs.view(torch.int32)` 把每两个 `int16` 值合成一个，最后一维减半：`[[1, 0, 2, 0]]` 变为 `[[1, 2]]`；`one.view(torch.int16)` 则把 `[[1]]` 拆成 `[[1, 0]]`。",
)
def _(run):
    return printed(run, "pairs.view(torch.int32): [[1, 2]]") and printed(run, "one.view(torch.int16): [[1, 0]]")


@claim(
    "audit.views-view-dtype-conditions",
    snippet="views_view.py",
    en="`view(torch.int32)` raises `RuntimeError` on views of the `int16` tensor `h` that break one listed condition: 0-d, `stride(-1)` 2, `size(-1)` 3, `storage_offset()` 1 or `stride(0)` 3.",
    zh="对 `int16` 张量 `h` 的视图，只要违反所列条件中的一条（0 维、`stride(-1)` 为 2、`size(-1)` 为 3、`storage_offset()` 为 1 或 `stride(0)` 为 3），`view(torch.int32)` 就会抛出 `RuntimeError`。",
)
def _(run):
    return all(printed(run, f"{what}: RuntimeError") for what in
               ("a 0-d tensor", "stride(-1) 2", "size(-1) 3", "storage_offset() 1", "stride(0) 3"))


@claim(
    "audit.views-view-bool",
    snippet="views_view.py",
    en="`view(torch.bool)` converts no byte: `b`, the bytes 2 and 1 viewed as `torch.bool`, reads `[2, 1]` again through `b.view(torch.uint8)`.",
    zh="`view(torch.bool)` 不转换字节：把字节 2 和 1 看作 `torch.bool` 得到的 `b`，经 `b.view(torch.uint8)` 读回来仍是 `[2, 1]`。",
)
def _(run):
    return run["b"].dtype == torch.bool and printed(run, "b.view(torch.uint8): [2, 1]")


@claim(
    "audit.views-contiguous-channels-last",
    snippet="views_layout.py",
    en="`n.contiguous(memory_format=torch.channels_last)` of the row-major 4-D `n` returns a channels_last copy, `last`; `last.contiguous(memory_format=torch.channels_last)` returns `last` itself.",
    zh="对按行主序排列的 4 维张量 `n`，`n.contiguous(memory_format=torch.channels_last)` 返回一个 channels_last 的副本 `last`；`last.contiguous(memory_format=torch.channels_last)` 返回的就是 `last` 本身。",
)
def _(run):
    return (run["n"].dim() == 4 and run["last"] is not run["n"] and run["last"].is_contiguous(memory_format=torch.channels_last)
            and printed(run, "last is n: False  last.contiguous(memory_format=torch.channels_last) is last: True"))


@claim(
    "audit.views-is-contiguous-format",
    snippet="views_layout.py",
    en="`is_contiguous` reads the order its `memory_format` names: `n.is_contiguous()` is True and `last.is_contiguous()` False; with `memory_format=torch.channels_last`, the reverse.",
    zh="`is_contiguous` 按 `memory_format` 指定的顺序判断：`n.is_contiguous()` 为 True，`last.is_contiguous()` 为 False；传入 `memory_format=torch.channels_last` 时正好相反。",
)
def _(run):
    return (printed(run, "n.is_contiguous(): True  channels_last: False")
            and printed(run, "last.is_contiguous(): False  channels_last: True"))


@claim(
    "audit.views-expand-minus-one",
    snippet="views_expand.py",
    en="`r.expand(-1, 4)` keeps the size 3 of the first dimension of `r`, of shape `(3, 1)`: the result has shape `(3, 4)`.",
    zh="`r.expand(-1, 4)` 保留形状为 `(3, 1)` 的 `r` 第一维的大小 3：结果的形状是 `(3, 4)`。",
)
def _(run):
    return printed(run, "r.expand(-1, 4): (3, 4)")


@claim(
    "audit.views-expand-front",
    snippet="views_expand.py",
    en="`r.expand(2, 3, 4)` puts its new dimension at the front: shape `(2, 3, 4)`, strides `(0, 1, 0)`.",
    zh="`r.expand(2, 3, 4)` 把新增的维度放在最前面：形状为 `(2, 3, 4)`，步幅（stride）为 `(0, 1, 0)`。",
)
def _(run):
    return printed(run, "r.expand(2, 3, 4): (2, 3, 4) (0, 1, 0)")


@claim(
    "audit.views-expand-new-minus-one",
    snippet="views_expand.py",
    en="`r.expand(-1, 3, 4)`, with -1 for the new dimension, raises `RuntimeError: The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension 0`.",
    zh="`r.expand(-1, 3, 4)` 给新增的维度传了 -1，会抛出 `RuntimeError: The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension 0`（新增的前导维度不能取这个值）。",
)
def _(run):
    return printed(run, "r.expand(-1, 3, 4): RuntimeError: The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension 0")


@claim(
    "audit.views-expand-as",
    snippet="views_expand.py",
    en="`row.expand_as(m)` takes the shape of `m`, `(2, 3)`, and shares the storage of `row`.",
    zh="`row.expand_as(m)` 取 `m` 的形状 `(2, 3)`，并与 `row` 共享存储。",
)
def _(run):
    return tuple(run["a"].shape) == (2, 3) and printed(run, "row.expand_as(m): (2, 3)  shares row's storage: True")


@claim(
    "audit.views-expand-dtype-allocates",
    snippet="views_expand.py",
    en="`e = torch.zeros(1).expand(1000)` holds 4 bytes, yet `e.to(torch.float64)` holds 8000: one value for each of its 1000 elements.",
    zh="`e = torch.zeros(1).expand(1000)` 只占 4 字节，`e.to(torch.float64)` 却占 8000 字节：它的 1000 个元素各有一个值。",
)
def _(run):
    return run["d"].untyped_storage().nbytes() == 8000 and printed(run, "e holds 4 bytes; e.to(torch.float64) holds 8000")


@claim(
    "audit.views-t-warns",
    snippet="views_transpose.py",
    en="`a3.T` on the 3-D `a3` emits a `UserWarning` calling the use of `x.T` on tensors of dimension other than 2 deprecated.",
    zh="对 3 维的 `a3` 调用 `a3.T` 会发出 `UserWarning`，说对维数不是 2 的张量使用 `x.T` 已被弃用。",
)
def _(run):
    return printed(run, "warning: UserWarning The use of `x.T` on tensors of dimension other than 2 to reverse their shape is deprecated")


@claim(
    "audit.views-permute-forms",
    snippet="views_transpose.py",
    en="`x.permute(2, 0, 1)`, `x.permute((2, 0, 1))`, `x.permute([2, 0, 1])` and `x.permute(torch.Size([2, 0, 1]))` take the same order: shape `(4, 2, 3)`.",
    zh="`x.permute(2, 0, 1)`、`x.permute((2, 0, 1))`、`x.permute([2, 0, 1])` 和 `x.permute(torch.Size([2, 0, 1]))` 接受的是同一个维度顺序：形状都是 `(4, 2, 3)`。",
)
def _(run):
    return all(printed(run, f"{call}: (4, 2, 3)") for call in run["forms"]) and len(run["forms"]) == 4


@claim(
    "audit.views-data-ptr",
    snippet="views_storage.py",
    en="`a[2:].data_ptr()` is `a.untyped_storage().data_ptr()` plus 8 bytes: the address of its first element, `a[2]`.",
    zh="`a[2:].data_ptr()` 等于 `a.untyped_storage().data_ptr()` 加 8 个字节：也就是它第一个元素 `a[2]` 的地址。",
)
def _(run):
    return printed(run, "a[2:].data_ptr() - a.untyped_storage().data_ptr(): 8")


@claim(
    "audit.views-data-ptr-cow",
    snippet="views_storage.py",
    en="`c.data_ptr()` materializes the copy-on-write `c = torch.arange(4.0)._lazy_clone()`: `torch._C._is_cow_tensor(c)` turns from True to False.",
    zh="`c.data_ptr()` 会把写时复制（copy-on-write）的 `c = torch.arange(4.0)._lazy_clone()` 真正复制出来：`torch._C._is_cow_tensor(c)` 由 True 变为 False。",
)
def _(run):
    return printed(run, "copy-on-write: True") and printed(run, "after c.data_ptr(): False")


@claim(
    "audit.views-set-tensor",
    snippet="views_storage.py",
    en="`t.set_(src)` puts `t` on the storage of the transposed `src`, with its shape `(3, 2)` and strides `(1, 3)`; after `t[0, 1] = 9.0`, `src[0, 1]` is 9.0.",
    zh="`t.set_(src)` 让 `t` 位于转置的 `src` 的存储上，形状 `(3, 2)`、步幅 `(1, 3)` 都与它相同；执行 `t[0, 1] = 9.0` 之后，`src[0, 1]` 是 9.0。",
)
def _(run):
    return (printed(run, "t.set_(src): (3, 2) (1, 3)  same storage: True")
            and printed(run, "after t[0, 1] = 9.0, src[0, 1]: 9.0"))


@claim(
    "audit.views-set-storage",
    snippet="views_storage.py",
    en="`u.set_(s, 2, (2, 2))` reads the storage `s` from offset 2 with row-major strides `(2, 1)`; `w.set_(s, 0, (2,), (3,))` takes the stride given; `whole.set_(s)` reads the 6 elements of `s`.",
    zh="`u.set_(s, 2, (2, 2))` 从偏移量 2 开始读取存储 `s`，步幅是行主序的 `(2, 1)`；`w.set_(s, 0, (2,), (3,))` 采用给定的步幅；`whole.set_(s)` 读取 `s` 的 6 个元素。",
)
def _(run):
    return (printed(run, "u.set_(s, 2, (2, 2)): [[2.0, 3.0], [4.0, 5.0]] (2, 1)")
            and printed(run, "w.set_(s, 0, (2,), (3,)): [0.0, 3.0] (3,)")
            and printed(run, "whole.set_(s): [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]"))


@claim(
    "audit.views-resize-grows",
    snippet="views_storage.py",
    en="`g.resize_(6)` grows the 16-byte storage of `g = torch.arange(4.0)` to 24 bytes, keeping `[0.0, 1.0, 2.0, 3.0]`; `g.resize_(2)` then leaves the storage at 24 bytes.",
    zh="`g.resize_(6)` 把 `g = torch.arange(4.0)` 的 16 字节存储扩大到 24 字节，并保留 `[0.0, 1.0, 2.0, 3.0]`；随后 `g.resize_(2)` 不改变存储，仍是 24 字节。",
)
def _(run):
    return (printed(run, "g holds 16 bytes") and printed(run, "g.resize_(6): 24 bytes, first four [0.0, 1.0, 2.0, 3.0]")
            and printed(run, "g.resize_(2): 24 bytes, [0.0, 1.0]"))


@claim(
    "audit.views-resize-contiguous",
    snippet="views_storage.py",
    en="`x.t().resize_(2, 3)` reads the storage as row-major, ignoring the transposed strides: strides `(3, 1)`, values `[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]`.",
    zh="`x.t().resize_(2, 3)` 忽略转置后的步幅，按行主序重新解读存储：步幅为 `(3, 1)`，值为 `[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]`。",
)
def _(run):
    return printed(run, "x.t().resize_(2, 3): (3, 1) [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]")


@claim(
    "audit.views-resize-deterministic",
    snippet="views_storage.py",
    en="With `torch.utils.deterministic.fill_uninitialized_memory` at its default, after `torch.use_deterministic_algorithms(True)`, `resize_` sets a new element to NaN in `float32` and `complex64`, 2147483647 in `int32`, 255 in `uint8`.",
    zh="`torch.utils.deterministic.fill_uninitialized_memory` 取默认值时，调用 `torch.use_deterministic_algorithms(True)` 之后，`resize_` 把新元素设为：`float32` 和 `complex64` 为 NaN，`int32` 为 2147483647，`uint8` 为 255。",
)
def _(run):
    grown = run["grown"]
    return (printed(run, "fill_uninitialized_memory: True") and math.isnan(grown[torch.float32])
            and math.isnan(grown[torch.complex64].real) and grown[torch.int32] == 2147483647 and grown[torch.uint8] == 255)


# --- audit checks for views go above this line ---



# --- interop: torch.asarray, torch.from_dlpack, torch.from_file, conversions, set_default_dtype, logspace --------


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
    zh="`torch.asarray` 把 NumPy 标量转成数据类型相应的 0 维张量，`np.int16(3)` 转成 `torch.int16`；传入 `copy=False` 则抛出 `RuntimeError: can't alias NumPy scalars.`（不能让张量与 NumPy 标量共享内存）。",
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
    en="Before PyTorch 2.15, without `dtype=`, `torch.asarray(bytearray(8))` gives 2 values of the default dtype `float32`, or 1 `float64` under that default, and `array.array('i', [1, 2])` gives `float32` too.",
    zh="PyTorch 2.15 之前，不给 `dtype=` 时，`torch.asarray(bytearray(8))` 得到 2 个默认数据类型 `float32` 的值，默认为 `float64` 时得到 1 个；`array.array('i', [1, 2])` 也得到 `float32`。",
)
def _(run):
    return (printed(run, "torch.asarray(bytearray(8)): torch.float32 (2,)") and printed(run, "with a float64 default dtype: torch.float64 (1,)")
            and run["ints"].dtype == torch.float32)


@claim(
    "audit.interop-asarray-buffer-format",
    snippet="interop_asarray.py",
    torch=">=2.15",
    en="Since PyTorch 2.15, without `dtype=` `torch.asarray` takes the dtype from the buffer's format, `torch.int32` for `array.array('i', [1, 2])`, and raises `ValueError` for the format `'P'` and for a big-endian buffer.",
    zh="自 PyTorch 2.15 起，不给 `dtype=` 时 `torch.asarray` 从缓冲区的格式取得数据类型：`array.array('i', [1, 2])` 得到 `torch.int32`；格式为 `'P'` 的缓冲区和大端字节序的缓冲区则抛出 `ValueError`。",
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
    zh="`torch.logspace` 接受 0 维张量作为 `start` 和 `end`；一维的 `start` 或二维的 `end` 则抛出 `RuntimeError`：`logspace only supports 0-dimensional start and end tensors`。",
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
    en="Since PyTorch 2.9, `torch.from_dlpack(a, device=\"cpu\")` shares the memory of a NumPy array `a` on the CPU, and without `device` the tensor stays on the CPU under `with torch.device(\"meta\")` too.",
    zh="自 PyTorch 2.9 起，`torch.from_dlpack(a, device=\"cpu\")` 与 CPU 上的 NumPy 数组 `a` 共享内存；不给 `device` 时，即使在 `with torch.device(\"meta\")` 中，张量也留在 CPU 上。",
)
def _(run):
    return (run["default"].device.type == "cpu" and printed(run, 'under torch.device("meta"), torch.from_dlpack(a): cpu | shares a\'s memory: True')
            and printed(run, 'torch.from_dlpack(a, device="cpu"): cpu | shares a\'s memory: True'))


# --- audit checks for interop go above this line ---



# --- autograd: requires_grad_, backward, no_grad, inference_mode, Parameter ---------------------


@claim(
    "audit.autograd-requires-grad-in-place",
    snippet="autograd_requires_grad.py",
    en="`t.requires_grad_()` sets `t.requires_grad` to `True` in place and returns `t` itself, so `t * 2` gets a `grad_fn`; `t.requires_grad_(False)` sets it back to `False`.",
    zh="`t.requires_grad_()` 原地把 `t.requires_grad` 设为 `True`，并返回 `t` 本身，于是 `t * 2` 得到 `grad_fn`；`t.requires_grad_(False)` 再把它设回 `False`。",
)
def _(run):
    return (run["r"] is run["t"] and not run["t"].requires_grad
            and printed(run, "t.requires_grad_() is t: True | t.requires_grad: True")
            and printed(run, "(t * 2).grad_fn: MulBackward0") and printed(run, "after t.requires_grad_(False): False"))


@claim(
    "audit.autograd-grad-mode-thread",
    snippet="autograd_grad_modes.py",
    en="`torch.no_grad()` and `torch.inference_mode()` reach no other thread: under either, `w * 2` requires grad in another thread, and not in the thread that entered it.",
    zh="`torch.no_grad()` 和 `torch.inference_mode()` 不影响其他线程：在两者之下，`w * 2` 在另一个线程中需要梯度，在进入它们的线程中则不需要。",
)
def _(run):
    return all(printed(run, f"under {name}, w * 2 requires grad: in this thread False, in another thread True")
               for name in ("torch.no_grad()", "torch.inference_mode()"))


@claim(
    "audit.autograd-no-grad-saves-nothing",
    snippet="autograd_grad_modes.py",
    en="Inside `torch.no_grad()`, `w.exp()` of `w`, which requires grad, saves 0 tensors for the backward pass; with grad mode on it saves 1.",
    zh="在 `torch.no_grad()` 中，对需要梯度的 `w` 计算 `w.exp()` 时，为反向传播保存的张量是 0 个；梯度模式开启时则是 1 个。",
)
def _(run):
    return run["with_grad"] == 1 and run["without_grad"] == 0 and run["w"].requires_grad


@claim(
    "audit.autograd-decorators",
    snippet="autograd_modes.py",
    en="`torch.no_grad()` and `torch.inference_mode()` work as decorators: `doubled(w)` does not require grad, and `tripled(w)` is an inference tensor.",
    zh="`torch.no_grad()` 和 `torch.inference_mode()` 都可以用作装饰器（decorator）：`doubled(w)` 不需要梯度，`tripled(w)` 是推理张量（inference tensor）。",
)
def _(run):
    return (run["w"].requires_grad and printed(run, "doubled(w).requires_grad: False")
            and printed(run, "tripled(w).is_inference(): True"))


@claim(
    "audit.autograd-inference-mode-flag",
    snippet="autograd_modes.py",
    en="`torch.inference_mode()` turns inference mode on, `torch.inference_mode(False)` inside it turns it off again, and `torch.inference_mode(halved)` decorates the function `halved`.",
    zh="`torch.inference_mode()` 开启推理模式（inference mode），在其中使用 `torch.inference_mode(False)` 会再次关闭它，而 `torch.inference_mode(halved)` 会装饰函数 `halved`。",
)
def _(run):
    return (printed(run, "inside torch.inference_mode(): True") and printed(run, "inside torch.inference_mode(False): False False")
            and printed(run, "torch.inference_mode(halved)(w).is_inference(): True"))


@claim(
    "audit.autograd-forward-ad-modes",
    snippet="autograd_modes.py",
    en="`torch.no_grad()` leaves forward-mode AD on: `dual * 2` of the dual tensor `dual`, whose tangent is `[3.0, 3.0]`, has the tangent `[6.0, 6.0]`; inside `torch.inference_mode()` it has none.",
    zh="`torch.no_grad()` 不关闭前向模式自动求导（forward-mode autograd）：切线为 `[3.0, 3.0]` 的对偶张量 `dual`，其 `dual * 2` 的切线是 `[6.0, 6.0]`；在 `torch.inference_mode()` 中则没有切线。",
)
def _(run):
    return (printed(run, "tangent of dual * 2 inside torch.no_grad(): [6.0, 6.0]")
            and printed(run, "inside torch.inference_mode(): None"))


@claim(
    "audit.autograd-inference-not-eval",
    snippet="autograd_modes.py",
    en="`torch.inference_mode()` leaves a module in training mode: inside it, `dropout.training` of `dropout = torch.nn.Dropout()` stays `True`.",
    zh="`torch.inference_mode()` 不会把模块切换到评估模式：在其中，`dropout = torch.nn.Dropout()` 的 `dropout.training` 仍是 `True`。",
)
def _(run):
    return run["dropout"].training and printed(run, "dropout.training inside torch.inference_mode(): True")


@claim(
    "audit.autograd-gradient-must-match",
    snippet="autograd_backward.py",
    en="`y.backward(gradient)` refuses a `gradient` of another shape or device than `y`: one of shape `(1, 2)` for `y` of shape `(2,)`, or one on `meta` for a CPU `y`, raises `RuntimeError`.",
    zh="`y.backward(gradient)` 拒绝形状或设备与 `y` 不同的 `gradient`：`y` 的形状为 `(2,)` 时，形状为 `(1, 2)` 的梯度，或 `y` 在 CPU 上时位于 `meta` 的梯度，都会抛出 `RuntimeError`。",
)
def _(run):
    return (tuple(run["y"].shape) == (2,)
            and printed(run, "a gradient of shape (1, 2) raises RuntimeError: Mismatch in shape: grad_output[0] has a shape of "
                             "torch.Size([1, 2]) and output[0] has a shape of torch.Size([2]).")
            and printed(run, "a gradient on meta raises RuntimeError: invalid gradient at index 0 - expected device cpu but got meta"))


@claim(
    "audit.autograd-gradient-detached",
    snippet="autograd_backward.py",
    en="Without `create_graph=True`, `y.backward(g)` with a gradient `g` that requires grad leaves a `w.grad` that does not.",
    zh="不带 `create_graph=True` 时，用需要梯度的 `g` 作为梯度调用 `y.backward(g)`，留下的 `w.grad` 不需要梯度。",
)
def _(run):
    return run["g"].requires_grad and not run["w"].grad.requires_grad and run["w"].grad.tolist() == [3.0, 3.0]


@claim(
    "audit.autograd-create-graph",
    snippet="autograd_backward.py",
    en="With `create_graph=True`, `(c**3).sum().backward()` leaves in `c.grad` a tensor with a `grad_fn`, whose own gradient is `6 * c`.",
    zh="带 `create_graph=True` 时，`(c**3).sum().backward()` 在 `c.grad` 中留下带 `grad_fn` 的张量，它自己的梯度是 `6 * c`。",
)
def _(run):
    c = run["c"]
    return (c.grad.grad_fn is not None and run["second"].tolist() == (6 * c).tolist()
            and printed(run, "with create_graph=True, c.grad: [3.0, 3.0] | c.grad.grad_fn is None: False"))


@claim(
    "audit.autograd-inputs-runs-grad-fn",
    snippet="autograd_backward.py",
    en="`backward(inputs=[e])` with the non-leaf `e = x.exp()` runs `e.grad_fn`: a hook on it is called, though `x.grad` stays `None`.",
    zh="对非叶子张量（non-leaf tensor）`e = x.exp()`，`backward(inputs=[e])` 会运行 `e.grad_fn`：挂在它上面的钩子（hook）会被调用，而 `x.grad` 仍是 `None`。",
)
def _(run):
    return (run["calls"] == ["e.grad_fn"] and run["x"].grad is None and not run["e"].is_leaf
            and printed(run, "backward(inputs=[e]) ran e.grad_fn: True | x.grad: None"))


@claim(
    "audit.autograd-inputs-dict",
    snippet="autograd_backward.py",
    torch=">=2.13",
    en="`backward` takes `inputs` as a dict too: `(d * d).sum().backward(inputs={\"d\": d})` fills `d.grad` with `2 * d`.",
    zh="`backward` 的 `inputs` 也可以是字典：`(d * d).sum().backward(inputs={\"d\": d})` 在 `d.grad` 中填入 `2 * d`。",
)
def _(run):
    return printed(run, "inputs as a dict, d.grad: [2.0, 2.0]")


@claim(
    "audit.autograd-parameter-registered",
    snippet="autograd_parameter.py",
    en="A `torch.nn.Parameter` is a `torch.Tensor`; assigned as `m.weight`, it is listed by `m.named_parameters()`, while the tensor assigned as `m.state` is not.",
    zh="`torch.nn.Parameter` 是一种 `torch.Tensor`；赋值为 `m.weight` 后，它会出现在 `m.named_parameters()` 中，而赋值为 `m.state` 的张量不会。",
)
def _(run):
    m = run["m"]
    return (isinstance(m.weight, torch.Tensor) and type(m.weight) is torch.nn.Parameter
            and [name for name, _ in m.named_parameters()] == ["weight"] and "state" in vars(m))


@claim(
    "audit.autograd-parameter-data",
    snippet="autograd_parameter.py",
    en="`torch.nn.Parameter(t)` makes no copy: the parameter `m.weight` shares the memory of `t`.",
    zh="`torch.nn.Parameter(t)` 不会复制：参数 `m.weight` 与 `t` 共享内存。",
)
def _(run):
    return run["m"].weight.data_ptr() == run["t"].data_ptr() and printed(run, "m.weight shares t's memory: True")


# --- audit checks for autograd go above this line ---



# --- devices: torch.load, torch.save, add_safe_globals, torch.cat and torch.stack ---------------------


@claim(
    "audit.devices-map-location-callable",
    snippet="devices_map_location.py",
    en="A callable `map_location` is called once per saved storage, here twice for three tensors, with an `UntypedStorage` on the CPU and the location `'cpu'`.",
    zh="可调用的 `map_location` 对每个保存的存储各调用一次，这里三个张量共调用两次，传入 CPU 上的 `UntypedStorage` 和位置 `'cpu'`。",
)
def _(run):
    return [call[:3] for call in run["calls"]] == [("UntypedStorage", "cpu", "cpu")] * 2 and printed(
        run, "calls: [('UntypedStorage', 'cpu', 'cpu'), ('UntypedStorage', 'cpu', 'cpu')]")


@claim(
    "audit.devices-map-location-none",
    snippet="devices_map_location.py",
    en="When it returns `None`, `torch.load` loads as by default: the CPU tensor stays in the very storage the callable was passed, with no copy.",
    zh="可调用对象返回 `None` 时，`torch.load` 按默认方式加载：CPU 张量就留在传给它的那个存储里，不再复制。",
)
def _(run):
    return run["loaded"]["a"].device.type == "cpu" and printed(run, "loaded on: cpu in the storage passed: True")


@claim(
    "audit.devices-map-location-storage",
    snippet="devices_map_location.py",
    en="A storage it returns is used as the tensor's: `lambda storage, location: storage` loads `[0.0, 1.0, 2.0, 3.0]` on the CPU.",
    zh="它返回的存储就作为张量的存储：`lambda storage, location: storage` 在 CPU 上加载出 `[0.0, 1.0, 2.0, 3.0]`。",
)
def _(run):
    return run["kept"]["a"].tolist() == [0.0, 1.0, 2.0, 3.0] and printed(run, "returning the storage: cpu [0.0, 1.0, 2.0, 3.0]")


@claim(
    "audit.devices-map-location-device-dict",
    snippet="devices_map_location.py",
    en="`map_location=torch.device('meta')` and the dict `map_location={'cpu': 'meta'}` both load the CPU checkpoint's tensors on the meta device.",
    zh="`map_location=torch.device('meta')` 和字典 `map_location={'cpu': 'meta'}` 都把 CPU 检查点里的张量加载到 meta 设备上。",
)
def _(run):
    return printed(run, "map_location=torch.device('meta'): meta") and printed(run, "map_location={'cpu': 'meta'}: meta")


@claim(
    "audit.devices-load-encoding",
    snippet="devices_load_encoding.py",
    en="`torch.load(buf, pickle_module=spy, weights_only=False)` passes `encoding='utf-8'` to the module's `Unpickler`, and `encoding='latin1'` when given that.",
    zh="`torch.load(buf, pickle_module=spy, weights_only=False)` 把 `encoding='utf-8'` 传给该模块的 `Unpickler`；传入 `encoding='latin1'` 时则传这个。",
)
def _(run):
    return run["seen"] == [{"encoding": "utf-8"}, {"encoding": "latin1"}]


@claim(
    "audit.devices-save-zip",
    snippet="devices_save_format.py",
    en="`torch.save` writes a zip file by default, and with `_use_new_zipfile_serialization=False` a file that is not one, which `torch.load` still reads.",
    zh="`torch.save` 默认写出 zip 文件；传入 `_use_new_zipfile_serialization=False` 时写出的不是 zip 文件，`torch.load` 仍能读取。",
)
def _(run):
    return (printed(run, "default file is a zip: True") and printed(run, "_use_new_zipfile_serialization=False, a zip: False")
            and printed(run, "torch.load of the old format: tensor([0., 1., 2.])"))


@claim(
    "audit.devices-save-protocol",
    snippet="devices_save_format.py",
    en="`torch.save` pickles with protocol 2 by default, and with `pickle_protocol=4` with protocol 4.",
    zh="`torch.save` 默认用第 2 版协议序列化，传入 `pickle_protocol=4` 时用第 4 版。",
)
def _(run):
    return printed(run, "pickle protocol by default: 2 with pickle_protocol=4: 4")


@claim(
    "audit.devices-save-flush",
    snippet="devices_save_format.py",
    en="`torch.save` needs `flush` as well as `write`: a file object with `write` alone raises `AttributeError`, one with both saves.",
    zh="`torch.save` 除了 `write` 还需要 `flush`：只有 `write` 的文件对象会引发 `AttributeError`，两者都有时才能保存。",
)
def _(run):
    return printed(run, "write only: AttributeError: 'WriteOnly' object has no attribute 'flush'") and printed(run, "write and flush: saved True")


@claim(
    "audit.devices-cat-shapes",
    snippet="devices_cat_stack.py",
    en="`torch.cat([a, b])` joins shapes `(2, 3)` and `(1, 3)` into `(3, 3)` and skips the empty `torch.zeros(0)`, while shapes `(2, 2)` and `(0, 5)` raise `RuntimeError`.",
    zh="`torch.cat([a, b])` 把形状 `(2, 3)` 和 `(1, 3)` 拼接成 `(3, 3)`，并跳过空的 `torch.zeros(0)`；形状 `(2, 2)` 和 `(0, 5)` 则会抛出 `RuntimeError`。",
)
def _(run):
    return (printed(run, "torch.cat([a, b]): (3, 3)") and printed(run, "torch.cat([a, torch.zeros(0)]): (2, 3)")
            and printed(run, "torch.cat with (2, 2): RuntimeError: Sizes of tensors must match except in dimension 0")
            and printed(run, "torch.cat with (0, 5): RuntimeError: Sizes of tensors must match except in dimension 0"))


@claim(
    "audit.devices-stack-sizes",
    snippet="devices_cat_stack.py",
    en="`torch.stack([torch.zeros(2), torch.zeros(3)])` raises `RuntimeError`: stack expects each tensor to be equal size.",
    zh="`torch.stack([torch.zeros(2), torch.zeros(3)])` 会抛出 `RuntimeError`：它要求每个张量大小相同。",
)
def _(run):
    return printed(run, "torch.stack of sizes 2 and 3: RuntimeError: stack expects each tensor to be equal size, but got [2] at entry 0 and [3] at entry 1")


@claim(
    "audit.devices-cat-split",
    snippet="devices_cat_stack.py",
    en="`torch.cat` undoes `torch.split` and `torch.chunk`: `torch.cat(torch.split(x, 3))` and `torch.cat(torch.chunk(x, 3))` equal `x`.",
    zh="`torch.cat` 能还原 `torch.split` 和 `torch.chunk`：`torch.cat(torch.split(x, 3))` 和 `torch.cat(torch.chunk(x, 3))` 都等于 `x`。",
)
def _(run):
    return printed(run, "torch.cat(torch.split(x, 3)) equals x: True") and printed(run, "torch.cat(torch.chunk(x, 3)) equals x: True")


@claim(
    "audit.devices-cat-stack-out",
    snippet="devices_cat_stack.py",
    en="`torch.cat([a, b], out=out)` and `torch.stack([a, a + 1], out=out2)` write the result into the given tensor and return it.",
    zh="`torch.cat([a, b], out=out)` 和 `torch.stack([a, a + 1], out=out2)` 把结果写进给定的张量并返回它。",
)
def _(run):
    return (printed(run, "torch.cat([a, b], out=out) is out: True [1.0, 1.0, 1.0]")
            and printed(run, "torch.stack([a, a + 1], out=out2) is out2: True [1.0, 1.0, 1.0]"))


@claim(
    "audit.devices-safe-globals-class",
    snippet="devices_safe_globals.py",
    torch=">=2.4",
    en="After `torch.serialization.add_safe_globals([Point])`, `torch.load(buf, weights_only=True)` builds a saved `Point(3)` with its state, `x = 3`; before, it raises `UnpicklingError`.",
    zh="执行 `torch.serialization.add_safe_globals([Point])` 之后，`torch.load(buf, weights_only=True)` 能还原保存的 `Point(3)` 及其状态 `x = 3`；之前则抛出 `UnpicklingError`。",
)
def _(run):
    return printed(run, "Point(3) before: UnpicklingError") and printed(run, "Point(3) after add_safe_globals([Point]): x = 3")


@claim(
    "audit.devices-safe-globals-function",
    snippet="devices_safe_globals.py",
    torch=">=2.4",
    en="Once added, `make_point` is called during unpickling: `Made()`, which pickles as `make_point(7)`, loads as a `Point` with `x = 7`.",
    zh="加入的函数 `make_point` 会在反序列化时被调用：按 `make_point(7)` 序列化的 `Made()` 加载后是 `x = 7` 的 `Point`。",
)
def _(run):
    return (printed(run, "Made() before make_point is added: UnpicklingError")
            and printed(run, "Made() after add_safe_globals([make_point]): x = 7"))


@claim(
    "audit.devices-safe-globals-path",
    snippet="devices_safe_globals_path.py",
    torch=">=2.6",
    en="A class saved as `old_package.Box` and since moved loads once given with that path, `add_safe_globals([(Box, 'old_package.Box')])`; `add_safe_globals([Box])` alone does not.",
    zh="以 `old_package.Box` 保存、后来挪了位置的类，用 `add_safe_globals([(Box, 'old_package.Box')])` 给出该路径后才能加载；只用 `add_safe_globals([Box])` 不行。",
)
def _(run):
    return printed(run, "add_safe_globals([Box]): UnpicklingError") and printed(run, "add_safe_globals([(Box, 'old_package.Box')]): Box")


@claim(
    "audit.devices-sparse-checked",
    snippet="devices_sparse_checked.py",
    torch=">=2.14",
    en="`torch.load(buf, weights_only=True)` refuses a saved sparse tensor with index 5 in size 3 with `RuntimeError`; `weights_only=False` loads it unchecked.",
    zh="`torch.load(buf, weights_only=True)` 拒绝保存下来、大小为 3 却有索引 5 的稀疏张量，抛出 `RuntimeError`；`weights_only=False` 则不加检查地加载它。",
)
def _(run):
    return (run["outcomes"][True] == "RuntimeError: size is inconsistent with indices: for dim 0, size is 3 but found index 5"
            and run["outcomes"][False] == "loads")


# --- audit checks for devices go above this line ---
