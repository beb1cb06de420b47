import math

import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import printed

# Checks made for the docstring audit of these functions (docs/audit/views.md).


@claim(
    "audit.views-view-numel",
    snippet="views_view.py",
    en="`x.view(2, 3)` shares the storage of the 6-element `x`, while `x.view(4)` raises `RuntimeError: shape '[4]' is invalid for input of size 6`: the view must keep the number of elements.",
    zh="`x.view(2, 3)` 与有 6 个元素的 `x` 共享存储，而 `x.view(4)` 会抛出 `RuntimeError: shape '[4]' is invalid for input of size 6`（形状与输入的大小不符）：视图（view）必须保持元素个数。",
)
def _(run):
    return (run["y"].untyped_storage().data_ptr() == run["x"].untyped_storage().data_ptr()
            and printed(run, "x.view(2, 3) shares the storage of x: True")
            and printed(run, "x.view(4): RuntimeError: shape '[4]' is invalid for input of size 6"))


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
    en="`view(torch.int32)` raises `RuntimeError` on views of the `int16` tensor `h` that break one listed condition: 0-d, `stride(-1)` 2, `size(-1)` 3, `storage_offset()` 1 or `stride(0)` 3; `view(torch.int8)` raises on the first two as well.",
    zh="对 `int16` 张量 `h` 的视图，只要违反所列条件中的一条（0 维、`stride(-1)` 为 2、`size(-1)` 为 3、`storage_offset()` 为 1 或 `stride(0)` 为 3），`view(torch.int32)` 就会抛出 `RuntimeError`；前两种情况下 `view(torch.int8)` 同样会抛出。",
)
def _(run):
    return all(printed(run, f"{what}: RuntimeError") for what in
               ("a 0-d tensor", "stride(-1) 2", "size(-1) 3", "storage_offset() 1", "stride(0) 3",
                "a 0-d tensor, view(torch.int8)", "stride(-1) 2, view(torch.int8)"))


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
    zh="对按行主序（row-major）排列的 4 维张量 `n`，`n.contiguous(memory_format=torch.channels_last)` 返回一个 channels_last 的副本 `last`；`last.contiguous(memory_format=torch.channels_last)` 返回的就是 `last` 本身。",
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
    en="The first `a3.T` in a process, on the 3-D `a3`, emits a `UserWarning` calling the use of `x.T` on tensors of dimension other than 2 deprecated; a second `a3.T` emits none.",
    zh="在一个进程中第一次对 3 维的 `a3` 调用 `a3.T` 会发出 `UserWarning`，说对维数不是 2 的张量使用 `x.T` 已被弃用；再次调用 `a3.T` 就不再警告。",
)
def _(run):
    return (printed(run, "warning: UserWarning The use of `x.T` on tensors of dimension other than 2 to reverse their shape is deprecated")
            and printed(run, "warnings from the first a3.T: 1  from the second: 0"))


@claim(
    "audit.views-t-permute",
    snippet="views_transpose.py",
    en="`x.T` of the 3-D `x` has the shape and strides of `x.permute(2, 1, 0)`; for the 0-d `z`, `z.T` and `z.permute(())`, the empty order, are both views of `z`.",
    zh="3 维张量 `x` 的 `x.T` 与 `x.permute(2, 1, 0)` 形状和步幅都相同；对 0 维的 `z`，`z.T` 和传入空顺序的 `z.permute(())` 都是 `z` 的视图。",
)
def _(run):
    x, z, zt, zp = run["x"], run["z"], run["zt"], run["zp"]
    return (x.dim() == 3 and z.dim() == 0 and zt._base is z and zp._base is z
            and printed(run, "x.T: (4, 3, 2) (1, 4, 12)  x.permute(2, 1, 0): (4, 3, 2) (1, 4, 12)")
            and printed(run, "z.T: () True  z.permute(()): () True"))


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





# --- interop: torch.asarray, torch.from_dlpack, torch.from_file, conversions, set_default_dtype, logspace --------
