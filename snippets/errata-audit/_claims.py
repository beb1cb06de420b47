import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import printed

# Errata found by the docstring audit (docs/audit.md): each quotes a docstring statement and shows what happens.


@claim(
    "errata.frombuffer-keeps-memory-quote",
    snippet="frombuffer_mmap.py",
    en="The docstring of `torch.frombuffer` says “such memory will not be deallocated before the returned tensor goes out of scope.”",
    zh="`torch.frombuffer` 的文档字符串（docstring）说 “such memory will not be deallocated before the returned tensor goes out of scope.”，即返回的张量离开作用域之前，这块内存不会被释放。",
)
def _(run):
    return printed(run, "docstring: Therefore, such memory will not be deallocated before the returned tensor goes out of scope.")


@claim(
    "errata.frombuffer-mmap-crashes",
    snippet="frombuffer_mmap.py",
    en="Yet `m.close()` unmaps the `mmap` that `t = torch.frombuffer(m, dtype=torch.uint8)` reads, without error, and reading `t[0]` then ends the interpreter with `SIGSEGV`.",
    zh="可是 `m.close()` 会解除 `t = torch.frombuffer(m, dtype=torch.uint8)` 所读取的 `mmap` 的映射，并不报错；随后读取 `t[0]` 会让解释器因 `SIGSEGV` 而终止。",
)
def _(run):
    return run.ended == "SIGSEGV" and printed(run, "m.closed: True")


@claim(
    "errata.tensor-equivalent-device",
    snippet="tensor_equivalent.py",
    en="`torch.tensor(t)` is not equivalent to `t.detach().clone()` under `with torch.device(\"meta\")`: for the CPU tensor `t`, the first is on `meta`, the second on the CPU.",
    zh="在 `with torch.device(\"meta\")` 中，`torch.tensor(t)` 并不等价于 `t.detach().clone()`：对 CPU 张量 `t`，前者位于 `meta`，后者仍在 CPU 上。",
)
def _(run):
    return (run["t"].device.type == "cpu" and run["copied"].device.type == "meta" and run["cloned"].device.type == "cpu"
            and printed(run, "torch.tensor(t): meta") and printed(run, "t.detach().clone(): cpu"))


@claim(
    "errata.clone-gaps-quote",
    snippet="clone_gaps.py",
    torch=">=2.9",
    en="From 2.9, `torch.clone`'s docstring says a source with gaps, “a non-dense view like a stepped slice”, is “converted to the dense (contiguous) format”.",
    zh="从 2.9 起，`torch.clone` 的文档字符串说，有空隙的源张量（“a non-dense view like a stepped slice”，如隔项取的切片）会被 “converted to the dense (contiguous) format”（转换为稠密、连续的格式）。",
)
def _(run):
    return printed(run, "docstring: Otherwise (e.g., a non-dense view like a stepped slice), the output is converted to the dense (contiguous) format.")


@claim(
    "errata.clone-gaps-layout",
    snippet="clone_gaps.py",
    en="`s.clone()` of the channels_last `s`, a stepped slice with gaps, is channels_last, not contiguous.",
    zh="`s` 是有空隙的 channels_last 张量（隔项取的切片），它的 `s.clone()` 仍是 channels_last，并不连续。",
)
def _(run):
    c = run["c"]
    s = run["s"]
    return (not c.is_contiguous() and c.is_contiguous(memory_format=torch.channels_last)
            and not s.is_contiguous() and not s.is_contiguous(memory_format=torch.channels_last)
            and printed(run, "c.is_contiguous(): False"))


@claim(
    "errata.copy-broadcast",
    snippet="copy_broadcast.py",
    en="`copy_`'s docstring asks `src` to be “broadcastable with the self tensor”, but `src` must broadcast to the shape of `t`: for `t` of shape `(3,)` and `src` of shape `(2, 3)`, which broadcast with each other, `src.copy_(t)` works, yet `t.copy_(src)` raises `RuntimeError: output with shape [3] doesn't match the broadcast shape [2, 3]`.",
    zh="`copy_` 的文档字符串对广播（broadcast）的要求是 `src` “broadcastable with the self tensor”（能与 self 张量广播），其实 `src` 须能广播到 `t` 的形状：`t` 形状为 `(3,)`、`src` 为 `(2, 3)`，两者可以互相广播；`src.copy_(t)` 可行，`t.copy_(src)` 却抛出 `RuntimeError: output with shape [3] doesn't match the broadcast shape [2, 3]`（输出形状与广播形状冲突）。",
)
def _(run):
    return (tuple(run["t"].shape) == (3,) and tuple(run["src"].shape) == (2, 3) and run["t"].tolist() == [0.0, 0.0, 0.0]
            and printed(run, "broadcast together: torch.Size([2, 3])")
            and printed(run, "RuntimeError: output with shape [3] doesn't match the broadcast shape [2, 3]")
            and printed(run, "src.copy_(t): (2, 3) [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]"))


@claim(
    "errata.detach-inplace-view",
    snippet="detach_inplace_view.py",
    en="`detach_`'s docstring says “Views cannot be detached in-place.”; yet `v = i[:2]`, a slice sharing the storage of the inference tensor `i` that autograd does not track as a view (`v._is_view()` is `False`), is: `v.detach_()` returns `v`.",
    zh="`detach_` 的文档字符串说 “Views cannot be detached in-place.”，即视图（view）不能原地分离；可是推理张量（inference tensor）`i` 的切片 `v = i[:2]` 与它共享存储，只是 autograd 不把它当作视图记录（`v._is_view()` 为 `False`），它就可以原地分离：`v.detach_()` 返回 `v`。",
)
def _(run):
    v, i = run["v"], run["i"]
    return (v.untyped_storage().data_ptr() == i.untyped_storage().data_ptr() and not v._is_view()
            and printed(run, "v._is_view(): False  v._base: None") and printed(run, "v.detach_() is v: True"))


@claim(
    "errata.frombuffer-empty",
    snippet="frombuffer_empty.py",
    en="`torch.frombuffer` takes a negative `count` when the buffer's length “subtracted by the offset is a multiple of the size (in bytes) of dtype”, its docstring says; yet an empty `bytearray` raises `ValueError: both buffer length (0) and count (-1) must not be 0`.",
    zh="`torch.frombuffer` 的文档字符串说，缓冲区长度 “subtracted by the offset is a multiple of the size (in bytes) of dtype”（减去 offset 后须是元素字节数的整数倍）时，`count` 可以取负值；可是空 `bytearray` 会抛出 `ValueError: both buffer length (0) and count (-1) must not be 0`（缓冲区长度为零时报错）。",
)
def _(run):
    return (printed(run, "docstring: 2. :attr:`count` is negative, and the length (number of bytes) of the buffer subtracted by the :attr:`offset` is a multiple of the size (in bytes) of :attr:`dtype`.")
            and printed(run, "torch.Size([2])") and printed(run, "an empty bytearray raises ValueError; both buffer length (0) and count (-1) must not be 0"))


@claim(
    "errata.as-tensor-positional-doc",
    snippet="as_tensor_positional.py",
    torch="<2.11",
    en="Before 2.11, the signature line of `torch.as_tensor`'s docstring has no `*`: `dtype` follows `data` as if it could be passed by position.",
    zh="2.11 之前，`torch.as_tensor` 文档字符串的签名行里没有 `*`：`dtype` 紧跟在 `data` 之后，看起来可以按位置传入。",
)
def _(run):
    lines = [line for line in run.output.splitlines() if line.startswith("signature line: as_tensor(data")]
    return len(lines) == 1 and "*" not in lines[0] and ", dtype" in lines[0]


@claim(
    "errata.as-tensor-positional",
    snippet="as_tensor_positional.py",
    en="`torch.as_tensor` takes `dtype` by keyword only: `torch.as_tensor([1, 2], torch.float64)` raises `TypeError: as_tensor() takes 1 positional argument but 2 were given`.",
    zh="`torch.as_tensor` 的 `dtype` 只能按关键字传入：`torch.as_tensor([1, 2], torch.float64)` 会抛出 `TypeError: as_tensor() takes 1 positional argument but 2 were given`（只接受一个位置参数）。",
)
def _(run):
    return printed(run, "torch.float64") and printed(run, "TypeError: as_tensor() takes 1 positional argument but 2 were given")


@claim(
    "errata.from-numpy-resize-half",
    snippet="resize_not_resizable.py",
    en="“The returned tensor is not resizable.”, says the docstring of `torch.from_numpy`; yet `t.resize_(8)` raises `RuntimeError` only after giving `t` the shape `(8,)`, over the 32 bytes of four `float64` values.",
    zh="`torch.from_numpy` 的文档字符串说 “The returned tensor is not resizable.”（返回的张量不能调整大小）；可是 `t.resize_(8)` 先把 `t` 的形状改成了 `(8,)`，才抛出 `RuntimeError`，而底下只有四个 `float64` 值的 32 个字节。",
)
def _(run):
    t = run["t"]
    return (tuple(t.shape) == (8,) and t.untyped_storage().nbytes() == 32
            and printed(run, "RuntimeError: Trying to resize storage that is not resizable") and printed(run, "t.shape: (8,) on 32 bytes"))


@claim(
    "errata.frombuffer-resize-half",
    snippet="resize_not_resizable.py",
    en="“The returned tensor is not resizable.”, says the docstring of `torch.frombuffer` too; yet `f.resize_(20)` on a tensor over 10 bytes raises `RuntimeError` only after giving `f` the shape `(20,)`.",
    zh="`torch.frombuffer` 的文档字符串同样说 “The returned tensor is not resizable.”（返回的张量不能调整大小）；可是对 10 个字节上的张量调用 `f.resize_(20)`，先把 `f` 的形状改成了 `(20,)`，才抛出 `RuntimeError`。",
)
def _(run):
    f = run["f"]
    return tuple(f.shape) == (20,) and f.untyped_storage().nbytes() == 10 and printed(run, "f.shape: (20,) on 10 bytes")


@claim(
    "errata.new-layout-default",
    snippet="layout_default.py",
    en="`new_zeros`, `new_empty`, `new_ones` and `new_full` document the default `layout=torch.strided`; yet on the sparse `s`, `s.new_zeros(2)` is `torch.sparse_coo` and `s.new_ones(2)` raises `NotImplementedError`, both return strided tensors when given `layout=torch.strided`.",
    zh="`new_zeros`、`new_empty`、`new_ones` 和 `new_full` 的文档写明默认 `layout=torch.strided`；可是对稀疏张量 `s`，`s.new_zeros(2)` 是 `torch.sparse_coo`，`s.new_ones(2)` 抛出 `NotImplementedError`，显式传入 `layout=torch.strided` 时，两者都返回跨步张量。",
)
def _(run):
    return (printed(run, "s.new_zeros(2): torch.sparse_coo | with layout=torch.strided: torch.strided")
            and printed(run, "s.new_empty(2): torch.sparse_coo | with layout=torch.strided: torch.strided")
            and printed(run, "s.new_ones(2): NotImplementedError | with layout=torch.strided: torch.strided")
            and printed(run, "s.new_full((2,), 1.0): NotImplementedError | with layout=torch.strided: torch.strided")
            and run["s"].layout == torch.sparse_coo)


@claim(
    "errata.full-like-layout-default",
    snippet="layout_default.py",
    en="The signature of `torch.full_like` gives `layout=torch.strided` as its default; yet `torch.full_like(s, 2.0)` raises `NotImplementedError` on the sparse `s`, while passing `layout=torch.strided` returns a strided tensor.",
    zh="`torch.full_like` 的签名给出的默认值是 `layout=torch.strided`；可是对稀疏张量 `s`，`torch.full_like(s, 2.0)` 会抛出 `NotImplementedError`，而显式传入 `layout=torch.strided` 则返回跨步张量。",
)
def _(run):
    return printed(run, "torch.full_like(s, 2.0): NotImplementedError | with layout=torch.strided: torch.strided")


@claim(
    "errata.like-equivalent-strides",
    snippet="like_equivalent.py",
    en="`torch.zeros_like(t)` is not equivalent to `torch.zeros(t.size(), dtype=t.dtype, layout=t.layout, device=t.device)` for the transposed `t`: the first keeps its strides `(1, 3)`, the second is `(2, 1)`; `ones_like`, `empty_like` and `full_like` alike.",
    zh="对转置后的 `t`，`torch.zeros_like(t)` 并不等价于 `torch.zeros(t.size(), dtype=t.dtype, layout=t.layout, device=t.device)`：前者保留步幅（stride） `(1, 3)`，后者为 `(2, 1)`；`ones_like`、`empty_like` 和 `full_like` 也一样。",
)
def _(run):
    return (run["t"].stride() == (1, 3) and all(like.stride() == (1, 3) and made.stride() == (2, 1) for like, made in run["pairs"].values())
            and all(printed(run, f"torch.{n}_like: (1, 3)  torch.{n}: (2, 1)") for n in ("zeros", "ones", "empty", "full")))


@claim(
    "errata.numpy-conditions",
    snippet="numpy_conditions.py",
    en="`Tensor.numpy`'s docstring says the conversion is performed “only if” the tensor does not require grad and lacks the conjugate bit; yet the negative bit of `n` is refused too, and `w`, which requires grad, converts under `torch.no_grad()`.",
    zh="`Tensor.numpy` 的文档字符串说，张量不需要梯度、也没有设置共轭位（conjugate bit）时，才会进行转换（“only if”）；可是 `n` 设置了负号位（negative bit），同样被拒绝；而需要梯度的 `w` 在 `torch.no_grad()` 中却能转换。",
)
def _(run):
    return (run["n"].is_neg() and not run["n"].is_conj() and run["w"].requires_grad and run["a"].tolist() == [1.0, 1.0]
            and printed(run, "RuntimeError: Can't call numpy() on Tensor that has negative bit set. Use tensor.resolve_neg().numpy() instead."))


@claim(
    "errata.frombuffer-shares-quote",
    snippet="frombuffer_bytearray.py",
    en="The docstring of `torch.frombuffer` says “The returned tensor and buffer share the same memory.” and “This function increments the reference count for the object that owns the shared memory.”",
    zh="`torch.frombuffer` 的文档字符串说 “The returned tensor and buffer share the same memory.”（返回的张量与缓冲区共享同一块内存），还说 “This function increments the reference count for the object that owns the shared memory.”（会给持有这块内存的对象增加引用计数）。",
)
def _(run):
    return (printed(run, "docstring: The returned tensor and buffer share the same memory.")
            and printed(run, "docstring: This function increments the reference count for the object that owns the shared memory."))


@claim(
    "errata.frombuffer-bytearray-grows",
    snippet="frombuffer_bytearray.py",
    en="Yet after `t = torch.frombuffer(b, dtype=torch.uint8)`, `b.extend` grows the `bytearray` `b` without error, and `t` no longer sees what is then written to `b`.",
    zh="可是在 `t = torch.frombuffer(b, dtype=torch.uint8)` 之后，`b.extend` 仍能扩大 `bytearray` `b`，并不报错；此后写入 `b` 的内容，`t` 再也看不到。",
)
def _(run):
    return len(run["b"]) == 64 + (1 << 22) and printed(run, "b.extend: no error; then t sees b's new bytes: False")


@claim(
    "errata.frombuffer-owner-refcount",
    snippet="frombuffer_bytearray.py",
    en="And given `m = memoryview(owner)`, `torch.frombuffer` adds its reference to `m`, not to `owner`, which owns the memory: `sys.getrefcount(owner)` does not grow.",
    zh="而传入 `m = memoryview(owner)` 时，`torch.frombuffer` 把引用加给 `m`，而不是持有内存的 `owner`：`sys.getrefcount(owner)` 没有增加。",
)
def _(run):
    return printed(run, "references to owner: one more: 0") and printed(run, "references to m: one more: 1")


@claim(
    "errata.views-view-empty",
    snippet="views_view_empty.py",
    en="`view`'s docstring says a view joins only dimensions that satisfy “stride[i] = stride[i+1] × size[i+1]”, others needing a copy; yet the empty `e`, strides `(1, 1)`, fails it, and `e.view(0)` joins them, sharing its storage.",
    zh="`view` 的文档字符串说，视图只能合并满足 “stride[i] = stride[i+1] × size[i+1]” 的维度，否则就得复制；可是空张量 `e` 的步幅为 `(1, 1)`，不满足这一条件，`e.view(0)` 却合并了它们，共享其存储。",
)
def _(run):
    e, v = run["e"], run["v"]
    return (tuple(e.shape) == (0, 3) and e.stride() == (1, 1) and e.stride(0) != e.stride(1) * e.size(1)
            and tuple(v.shape) == (0,) and v.untyped_storage().data_ptr() == e.untyped_storage().data_ptr()
            and printed(run, "stride[0] == stride[1] * size[1]: False") and printed(run, "v shares the storage of e: True"))


@claim(
    "errata.views-view-dtype-bits",
    snippet="views_view_dtype_bits.py",
    en="`view(dtype)`'s docstring lists the conditions a view to another dtype needs; yet `c.view(torch.float32)` of the conjugate `c`, which meets them, raises `RuntimeError`, and the negative bit refuses `n.view(torch.int32)`.",
    zh="`view(dtype)` 的文档字符串列出了视图换成另一种数据类型所需的条件；可是共轭张量 `c` 满足这些条件，`c.view(torch.float32)` 仍抛出 `RuntimeError`；负号位（negative bit）也让 `n.view(torch.int32)` 被拒绝。",
)
def _(run):
    c, n = run["c"], run["n"]
    return (c.is_conj() and c.dim() == 1 and c.stride(-1) == 1 and n.is_neg() and n.dtype == torch.float32
            and printed(run, "c.view(torch.float32): RuntimeError: torch.Tensor.view is not supported for conjugate view tensors when converting to a different dtype.")
            and printed(run, "n.view(torch.int32): RuntimeError: torch.Tensor.view is not supported for tensors with negative bit set when converting to a different dtype.")
            and printed(run, "z.view(torch.float32): [1.0, 2.0, 3.0, 4.0]"))


@claim(
    "errata.views-resize-offset",
    snippet="views_resize_offset.py",
    en="`resize_`'s docstring says that with fewer elements than the storage holds “the underlying storage is not changed”; yet `t.resize_(3)` of `t = base[2:]` grows the 4-element storage from 16 to 20 bytes.",
    zh="`resize_` 的文档字符串说，元素比存储所容纳的少时 “the underlying storage is not changed”（底层存储不变）；可是对 `t = base[2:]` 调用 `t.resize_(3)`，会把 4 个元素的存储从 16 字节扩大到 20 字节。",
)
def _(run):
    t, base = run["t"], run["base"]
    return (t.storage_offset() == 2 and t.numel() == 3 and base.numel() == 4 and t.untyped_storage().nbytes() == 20
            and printed(run, "t.numel(): 2  storage: 16 bytes") and printed(run, "after t.resize_(3): 20 bytes; base's storage: 20 bytes"))


@claim(
    "errata.views-resize-explicit-format",
    snippet="views_resize_format.py",
    en="`resize_` documents the default `memory_format=torch.contiguous_format` and no change of strides when the size matches; yet passing that default restrides the transposed `u` to `(2, 1)`, while `t.resize_(3, 2)` keeps `(1, 3)`.",
    zh="`resize_` 的文档写明默认 `memory_format=torch.contiguous_format`，且大小相同时步幅不变；可是显式传入这个默认值，会把转置的 `u` 的步幅改成 `(2, 1)`，而 `t.resize_(3, 2)` 保持 `(1, 3)`。",
)
def _(run):
    t, u = run["t"], run["u"]
    return (t.stride() == (1, 3) and u.stride() == (2, 1) and tuple(t.shape) == tuple(u.shape) == (3, 2)
            and printed(run, "t.resize_(3, 2): (1, 3)") and printed(run, "u.resize_(3, 2, memory_format=torch.contiguous_format): (2, 1)"))


@claim(
    "errata.views-expand-as-subclass",
    snippet="views_expand_as_subclass.py",
    en="`row.expand_as(other)` is not equivalent to `row.expand(other.size())` when `other` is a `Tagged`, a subclass of `torch.Tensor`: the first returns a `Tagged`, the second a `Tensor`.",
    zh="当 `other` 是 `torch.Tensor` 的子类 `Tagged` 的实例时，`row.expand_as(other)` 并不等价于 `row.expand(other.size())`：前者返回 `Tagged`，后者返回 `Tensor`。",
)
def _(run):
    a, b = run["a"], run["b"]
    return (type(a) is run["Tagged"] and type(b) is torch.Tensor and a.shape == b.shape
            and printed(run, "row.expand_as(other): Tagged (2, 3)") and printed(run, "row.expand(other.size()): Tensor (2, 3)"))


@claim(
    "errata.views-set-size-optional",
    snippet="views_set_size.py",
    en="`set_`'s docstring marks `size` optional, defaulting to the size of the source; yet `u.set_(s, 2)`, a storage and an offset without `size`, raises `TypeError`, while `t.set_(s, 2, size=(2,))` works.",
    zh="`set_` 的文档字符串把 `size` 标为可选，默认取源的大小；可是只给存储和偏移量、不给 `size` 的 `u.set_(s, 2)` 会抛出 `TypeError`，而 `t.set_(s, 2, size=(2,))` 可以正常执行。",
)
def _(run):
    return (run["t"].tolist() == [2.0, 3.0] and printed(run, "t.set_(s, 2, size=(2,)): [2.0, 3.0]")
            and printed(run, "u.set_(s, 2): TypeError: set_() received an invalid combination of arguments - got (torch.storage.UntypedStorage, int), but expected one of:"))


@claim(
    "errata.views-mt-zero-d",
    snippet="views_mt_zero_d.py",
    en="`Tensor.mT`'s docstring promises a view, equivalent to `x.transpose(-2, -1)`; yet for the 0-d `x`, `x.mT` returns `x` itself, while `x.transpose(-2, -1)` raises `IndexError`.",
    zh="`Tensor.mT` 的文档字符串说它返回视图，等价于 `x.transpose(-2, -1)`；可是对 0 维的 `x`，`x.mT` 返回的就是 `x` 本身，而 `x.transpose(-2, -1)` 会抛出 `IndexError`。",
)
def _(run):
    return (run["x"].dim() == 0 and run["m"] is run["x"] and printed(run, "x.mT is x: True  m._is_view(): False")
            and printed(run, "x.transpose(-2, -1): IndexError: Dimension out of range (expected to be in range of [-1, 0], but got -2)"))


@claim(
    "errata.views-t-zero-d",
    snippet="views_t_zero_d.py",
    en="`x.T` is not equivalent to `x.permute(n-1, n-2, ..., 0)` for the 0-d `x`: `x.T` returns a view of `x`, while `x.permute(*dims)`, `dims` being empty, raises `TypeError`.",
    zh="对 0 维的 `x`，`x.T` 并不等价于 `x.permute(n-1, n-2, ..., 0)`：`x.T` 返回 `x` 的视图，而 `dims` 为空时 `x.permute(*dims)` 会抛出 `TypeError`。",
)
def _(run):
    return (run["n"] == 0 and run["dims"] == [] and run["t"]._base is run["x"] and printed(run, "x.T: ()  t._base is x: True")
            and printed(run, 'x.permute(*dims): TypeError: permute() missing 1 required positional arguments: "dims"'))


@claim(
    "errata.views-set-defaults",
    snippet="views_set_size.py",
    en="`set_`'s signature gives the defaults `source=None` and `storage_offset=0`; yet `u.set_(source=None)` and `u.set_(s, storage_offset=0)` raise `TypeError`, while `u.set_()` and `u.set_(s)` work.",
    zh="`set_` 的签名给出的默认值是 `source=None` 和 `storage_offset=0`；可是 `u.set_(source=None)` 和 `u.set_(s, storage_offset=0)` 会抛出 `TypeError`，而 `u.set_()` 和 `u.set_(s)` 可以正常执行。",
)
def _(run):
    return (printed(run, "u.set_(): (0,)") and printed(run, "u.set_(source=None): TypeError")
            and printed(run, "u.set_(s): (6,)") and printed(run, "u.set_(s, storage_offset=0): TypeError"))


@claim(
    "errata.views-narrow-keyword",
    snippet="views_narrow_keyword.py",
    en="`Tensor.narrow`'s signature names its first parameter `dimension`; yet `x.narrow(dimension=0, start=0, length=1)` raises `TypeError`, while `x.narrow(dim=0, start=0, length=1)` works.",
    zh="`Tensor.narrow` 的签名把第一个参数命名为 `dimension`；可是 `x.narrow(dimension=0, start=0, length=1)` 会抛出 `TypeError`，而 `x.narrow(dim=0, start=0, length=1)` 可以正常执行。",
)
def _(run):
    return (printed(run, "x.narrow(dim=0, start=0, length=1): [[0.0, 1.0, 2.0]]")
            and any(line.startswith("x.narrow(dimension=0, start=0, length=1): TypeError: narrow() received an invalid combination of arguments")
                    for line in run.output.splitlines()))


@claim(
    "errata.views-t-advice-zero-d",
    snippet="views_t_zero_d.py",
    en="The replacement `Tensor.T`'s docstring suggests for reversing the dimensions, `x.permute(*torch.arange(x.ndim - 1, -1, -1))`, raises `TypeError` on the same 0-d `x`.",
    zh="`Tensor.T` 的文档字符串建议用 `x.permute(*torch.arange(x.ndim - 1, -1, -1))` 来反转维度，可是对同一个 0 维的 `x`，它会抛出 `TypeError`。",
)
def _(run):
    return run["x"].ndim == 0 and printed(
        run, 'x.permute(*torch.arange(x.ndim - 1, -1, -1)): TypeError: permute() missing 1 required positional arguments: "dims"')


@claim(
    "errata.views-resize-deterministic-dtypes",
    snippet="views_resize_deterministic_dtypes.py",
    torch="<2.6",
    en="`resize_`'s docstring says that after `torch.use_deterministic_algorithms(True)` new floating-point and complex elements are set to NaN; yet `t.resize_(2)` raises `RuntimeError` when `t` is `torch.complex32`.",
    zh="调用 `torch.use_deterministic_algorithms(True)` 之后，`resize_` 的文档字符串说新的浮点和复数元素会被设为 NaN；可是 `t` 为 `torch.complex32` 时，`t.resize_(2)` 会抛出 `RuntimeError`。",
)
def _(run):
    return printed(run, "torch.complex32: RuntimeError") and printed(run, "torch.complex64: the new element is NaN: True")


# --- new errata from the views audit go above this line ---



@claim(
    "errata.interop-asarray-copy-false",
    snippet="interop_asarray_copy_false.py",
    en="`torch.asarray`'s docstring says that with `copy=False` the result “shares its memory with obj and an error is thrown if it cannot”; yet `torch.asarray(z, copy=False)` silently copies the 0-d array `z`.",
    zh="`torch.asarray` 的文档字符串说，`copy=False` 时结果 “shares its memory with obj and an error is thrown if it cannot”（与 obj 共享内存，做不到就报错）；可是 `torch.asarray(z, copy=False)` 不声不响地复制了 0 维数组 `z`。",
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
    en="Its docstring also puts the tensor from a NumPy scalar “on the CPU”, and says the one from a buffer will “by default, be on the CPU device”; under the same default device, `torch.asarray(np.float64(1.5))` and `torch.asarray(bytearray(4), dtype=torch.uint8)` are on `meta`.",
    zh="它的文档字符串还说，由 NumPy 标量得到的张量 “on the CPU”（位于 CPU），由缓冲区得到的张量 “by default, be on the CPU device”（默认位于 CPU）；可是在同样的默认设备下，`torch.asarray(np.float64(1.5))` 和 `torch.asarray(bytearray(4), dtype=torch.uint8)` 都位于 `meta`。",
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
    zh="`torch.asarray` 把实现了缓冲区协议的对象 “as an array of bytes grouped according to the size of the datatype”（当作按数据类型大小分组的字节数组）读取；可是空的 `bytearray()` 会抛出 `ValueError`，而不是给出空张量。",
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
    zh="`torch.from_dlpack` 的文档字符串说它 “Converts a tensor from an external library into a torch.Tensor”（把外部库的张量转换为 torch.Tensor）；可是对步幅为负的 NumPy 数组 `a[::-1]`，它会让解释器因 `SIGABRT` 而终止，见 [pytorch/pytorch#188023](https://github.com/pytorch/pytorch/issues/188023)。",
)
def _(run):
    return (printed(run, "docstring: Converts a tensor from an external library into a ``torch.Tensor``.")
            and printed(run, "torch.from_dlpack(a[::-1]) ended the interpreter with SIGABRT"))


@claim(
    "errata.interop-dlpack-negative-stride-raises",
    snippet="interop_dlpack_negative_stride.py",
    torch=">=2.14",
    en="Since PyTorch 2.14 it raises `RuntimeError: Storage size calculation overflowed with sizes=[3] and strides=[-1]` instead ([pytorch/pytorch#188062](https://github.com/pytorch/pytorch/pull/188062)).",
    zh="自 PyTorch 2.14 起，它改为抛出 `RuntimeError: Storage size calculation overflowed with sizes=[3] and strides=[-1]`（计算存储大小时溢出），见 [pytorch/pytorch#188062](https://github.com/pytorch/pytorch/pull/188062)。",
)
def _(run):
    return printed(run, "torch.from_dlpack(a[::-1]) raised RuntimeError: Storage size calculation overflowed with sizes=[3] and strides=[-1]")


@claim(
    "errata.interop-dlpack-device-method",
    snippet="interop_dlpack_device_method.py",
    en="`torch.from_dlpack` asks of an object only that it “have a `ext_tensor.__dlpack__` method”; yet one with `__dlpack__` and no `__dlpack_device__` raises `AttributeError`, and adding `__dlpack_device__` converts it.",
    zh="`torch.from_dlpack` 对对象只要求 “have a `ext_tensor.__dlpack__` method”（即有这个方法）；可是只有 `__dlpack__`、没有 `__dlpack_device__` 的对象会抛出 `AttributeError`，补上 `__dlpack_device__` 才能转换。",
)
def _(run):
    return (printed(run, "docstring: it must support the ``__dlpack__`` protocol (i.e., have a ``ext_tensor.__dlpack__`` method).")
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
    en="`torch.set_default_dtype` “Supports floating point dtype as inputs”, its docstring says; yet `torch.float8_e4m3fn`, whose `is_floating_point` is `True`, raises `TypeError: couldn't find storage object Float8_e4m3fnStorage`.",
    zh="`torch.set_default_dtype` 的文档字符串说它 “Supports floating point dtype as inputs”（接受浮点数据类型）；可是 `is_floating_point` 为 `True` 的 `torch.float8_e4m3fn` 会抛出 `TypeError: couldn't find storage object Float8_e4m3fnStorage`（找不到这种类型的存储对象）。",
)
def _(run):
    return (printed(run, "docstring: Supports floating point dtype as inputs.") and torch.float8_e4m3fn.is_floating_point
            and printed(run, "torch.set_default_dtype(torch.float8_e4m3fn): TypeError: couldn't find storage object Float8_e4m3fnStorage"))


@claim(
    "errata.interop-default-complex",
    snippet="interop_default_dtype.py",
    torch=">=2.4",
    en="Its docstring makes `complex32` the default complex dtype under a `float16` default, and says `bfloat16` raises; yet under either, `torch.full((2,), 1j)` is `complex64`, with no error.",
    zh="它的文档字符串说，默认 `float16` 时默认复数类型是 `complex32`，默认 `bfloat16` 时会抛出异常；可是两种情况下 `torch.full((2,), 1j)` 都是 `complex64`，也不报错。",
)
def _(run):
    return (printed(run, "docstring: When the default floating type is float16, the default complex dtype is complex32.")
            and printed(run, "docstring: For bfloat16, an exception will be raised because there is no corresponding complex type for bfloat16.")
            and all(made.dtype == torch.complex64 for made in run["made"].values())
            and printed(run, "default torch.float16: torch.full((2,), 1j): torch.complex64")
            and printed(run, "default torch.bfloat16: torch.full((2,), 1j): torch.complex64"))


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
    en="`torch.from_file`'s `device` defaults to “the current device for the default tensor type”; yet under `with torch.device(\"meta\")` it returns a CPU tensor, while passing `device=\"meta\"` raises `NotImplementedError`.",
    zh="`torch.from_file` 的 `device` 默认为 “the current device for the default tensor type”（默认张量类型的当前设备）；可是在 `with torch.device(\"meta\")` 中它返回 CPU 张量，而显式传入 `device=\"meta\"` 会抛出 `NotImplementedError`。",
)
def _(run):
    return (run["t"].device.type == "cpu"
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


# --- new errata from the interop audit go above this line ---



@claim(
    "errata.autograd-retain-grad-leaf",
    snippet="autograd_retain_grad_leaf.py",
    en="`retain_grad`'s docstring says “This is a no-op for leaf tensors.”; yet on the leaf `t = torch.ones(2)`, which does not require grad, `t.retain_grad()` raises `RuntimeError`.",
    zh="`retain_grad` 的文档字符串说 “This is a no-op for leaf tensors.”，即对叶子张量（leaf tensor）它什么也不做；可是对不需要梯度的叶子张量 `t = torch.ones(2)`，`t.retain_grad()` 会抛出 `RuntimeError`。",
)
def _(run):
    t = run["t"]
    return (t.is_leaf and not t.requires_grad and not t.retains_grad
            and printed(run, "t.retain_grad() raises RuntimeError: can't retain_grad on Tensor that has requires_grad=False"))


@claim(
    "errata.autograd-backward-inputs-retained",
    snippet="autograd_backward_inputs.py",
    en="`backward`'s docstring says the tensors not in `inputs` “will be ignored”; yet after `y.retain_grad()`, `out.backward(inputs=[w])` fills `y.grad` too, with `[4.0, 4.0]`.",
    zh="`backward` 的文档字符串说，不在 `inputs` 中的张量 “will be ignored”（会被忽略）；可是调用 `y.retain_grad()` 之后，`out.backward(inputs=[w])` 同样会填充 `y.grad`，得到 `[4.0, 4.0]`。",
)
def _(run):
    y, w = run["y"], run["w"]
    return (not y.is_leaf and y.retains_grad and y.grad is not None and y.grad.tolist() == [4.0, 4.0]
            and w.grad.tolist() == [8.0, 8.0] and printed(run, "y.grad: [4.0, 4.0]"))


@claim(
    "errata.autograd-requires-grad-preprocessed",
    snippet="autograd_requires_grad_inference.py",
    en="`requires_grad_`'s docstring says that on a tensor which “required preprocessing”, `tensor.requires_grad_()` makes autograd record operations; yet `w`, preprocessed under `torch.inference_mode()`, raises `RuntimeError` on `w.requires_grad_()`.",
    zh="`requires_grad_` 的文档字符串说，对 “required preprocessing”（经过预处理）的张量，`tensor.requires_grad_()` 会让自动求导（autograd）开始记录运算；可是在 `torch.inference_mode()` 中预处理得到的 `w`，调用 `w.requires_grad_()` 会抛出 `RuntimeError`。",
)
def _(run):
    w = run["w"]
    return (w.is_inference() and not w.requires_grad
            and printed(run, "w.requires_grad_() raises RuntimeError: Setting requires_grad=True on inference tensor outside InferenceMode is not allowed."))


@claim(
    "errata.autograd-inference-version",
    snippet="autograd_inference_version.py",
    en="`torch.inference_mode`'s docstring says it disables “view tracking and version counter bumps”; yet inside it, `t.add_(1)` on the normal tensor `t` takes `t._version` from 0 to 1, and `v = t[:2]` has `v._base` `t`.",
    zh="`torch.inference_mode` 的文档字符串说它会关闭 “view tracking and version counter bumps”，即视图追踪和版本计数器（version counter）的递增；可是在其中，对普通张量 `t` 执行 `t.add_(1)` 会把 `t._version` 从 0 变为 1，而 `v = t[:2]` 的 `v._base` 是 `t`。",
)
def _(run):
    t, v = run["t"], run["v"]
    return (not t.is_inference() and t._version == 1 and v._base is t
            and printed(run, "t._version before: 0") and printed(run, "t._version after t.add_(1) in inference mode: 1"))


@claim(
    "errata.autograd-inference-recorded",
    snippet="autograd_inference_autograd.py",
    en="`torch.inference_mode`'s docstring says tensors created in it “cannot be used in computations recorded by autograd”; yet `y = w + i` of the inference tensor `i` has the `grad_fn` `AddBackward0`, and `y.sum().backward()` fills `w.grad`.",
    zh="`torch.inference_mode` 的文档字符串说，在其中创建的张量 “cannot be used in computations recorded by autograd”（不能用于自动求导记录的计算）；可是由推理张量（inference tensor）`i` 得到的 `y = w + i`，其 `grad_fn` 是 `AddBackward0`，`y.sum().backward()` 也会填充 `w.grad`。",
)
def _(run):
    i, y, w = run["i"], run["y"], run["w"]
    return (i.is_inference() and type(y.grad_fn).__name__ == "AddBackward0" and w.grad is not None
            and w.grad.tolist() == [1.0, 1.0, 1.0] and printed(run, "y.grad_fn: AddBackward0"))


@claim(
    "errata.autograd-no-grad-views",
    snippet="autograd_no_grad_views.py",
    en="`torch.no_grad`'s docstring says results computed in it have `requires_grad=False` “even when the inputs have” `requires_grad=True`; yet inside it, `v = w[:2]` of `w`, which requires grad, requires grad, while `w * 2` does not.",
    zh="`torch.no_grad` 的文档字符串说，在其中计算的结果都是 `requires_grad=False`，即便输入是 `requires_grad=True`，原文为 “even when the inputs have”（即使输入需要梯度）；可是在其中，由需要梯度的 `w` 得到的 `v = w[:2]` 需要梯度，而 `w * 2` 不需要。",
)
def _(run):
    return (run["w"].requires_grad and run["v"].requires_grad and not run["d"].requires_grad
            and printed(run, "w[:2] requires grad: True") and printed(run, "w * 2 requires grad: False"))


@claim(
    "errata.autograd-inference-training",
    snippet="autograd_inference_training.py",
    en="`torch.inference_mode`'s docstring gives “model training” as an example of operations with no interactions with autograd; yet a `loss` computed in it does not require grad, and `loss.backward()` raises `RuntimeError`.",
    zh="`torch.inference_mode` 的文档字符串把 “model training”（模型训练）举作与自动求导毫无交互的运算的例子；可是在其中计算的 `loss` 不需要梯度，`loss.backward()` 会抛出 `RuntimeError`。",
)
def _(run):
    return (not run["loss"].requires_grad and run["loss"].is_inference()
            and printed(run, "loss.backward() raises RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn"))


@claim(
    "errata.autograd-shared-resize-crashes",
    snippet="autograd_shared_resize.py",
    en="`share_memory_`'s docstring says “Tensors in shared memory cannot be resized.”; yet `t.resize_(8)` on the shared `t` of four elements raises nothing: it ends the interpreter with `SIGSEGV`.",
    zh="`share_memory_` 的文档字符串说 “Tensors in shared memory cannot be resized.”，即共享内存中的张量不能调整大小；可是对有四个元素的共享张量 `t` 调用 `t.resize_(8)` 并不抛出错误，而是让解释器因 `SIGSEGV` 而终止。",
)
def _(run):
    return (run.ended == "SIGSEGV" and printed(run, "t.is_shared(): True")
            and printed(run, "sharing strategy: file_descriptor") and not printed(run, "t.resize_(8) returned"))


@claim(
    "errata.autograd-shared-resize-shrinks",
    snippet="autograd_shared_resize.py",
    en="Before that, `t.resize_(2)` shrinks the shared `t` to the shape `(2,)` without error.",
    zh="在此之前，`t.resize_(2)` 把共享张量 `t` 缩小为形状 `(2,)`，并不报错。",
)
def _(run):
    return printed(run, "t.resize_(2) gives shape (2,)") and printed(run, "t.is_shared(): True")


@claim(
    "errata.autograd-is-shared-private",
    snippet="autograd_shared_private.py",
    en="`is_shared()` “Checks if tensor is in shared memory”, says its docstring; yet it is `True` for `t = torch.from_file(f.name, shared=False, size=3)`, and a forked child's `t.add_(1)` leaves the parent's `t` at `[0.0, 0.0, 0.0]`.",
    zh="`is_shared()` 的文档字符串说它 “Checks if tensor is in shared memory”，即检查张量是否位于共享内存中；可是对 `t = torch.from_file(f.name, shared=False, size=3)`，它为 `True`，而用 fork 启动的子进程执行 `t.add_(1)` 之后，父进程中的 `t` 仍是 `[0.0, 0.0, 0.0]`。",
)
def _(run):
    return (run["t"].is_shared() and run["t"].tolist() == [0.0, 0.0, 0.0] and printed(run, "t.is_shared(): True")
            and printed(run, "after a forked child's t.add_(1), exit code 0, the parent's t: [0.0, 0.0, 0.0]"))


@claim(
    "errata.autograd-share-memory-private",
    snippet="autograd_shared_private.py",
    en="`share_memory_()` “Moves the underlying storage to shared memory”, says its docstring; yet `t.share_memory_()` returns that `t` where it was, still private, while a forked child's `s.add_(1)` on `s = torch.zeros(3).share_memory_()` reaches the parent.",
    zh="`share_memory_()` 的文档字符串说它 “Moves the underlying storage to shared memory”，即把底层存储搬到共享内存；可是 `t.share_memory_()` 把这个 `t` 原地返回，它仍是私有的；而对 `s = torch.zeros(3).share_memory_()`，fork 出的子进程执行 `s.add_(1)` 会影响父进程。",
)
def _(run):
    return (printed(run, "t.share_memory_() is t: True | data_ptr() changed: False")
            and printed(run, "after a forked child's t.add_(1), exit code 0, the parent's t: [0.0, 0.0, 0.0]")
            and printed(run, "after a forked child's s.add_(1), exit code 0, the parent's s: [1.0, 1.0, 1.0]")
            and run["s"].tolist() == [1.0, 1.0, 1.0])


@claim(
    "errata.autograd-requires-grad-false-ignored",
    snippet="autograd_requires_grad_false.py",
    en="`requires_grad_`'s docstring says it “sets this tensor's requires_grad attribute in-place”; yet `v.requires_grad_(False)`, on the leaf `v = w[1:]` taken under `torch.no_grad()`, returns `v` without error, and `v.requires_grad` stays `True`.",
    zh="`requires_grad_` 的文档字符串说它 “sets this tensor's requires_grad attribute in-place”，即原地设置张量的 requires_grad 属性；可是对在 `torch.no_grad()` 中取出的叶子张量 `v = w[1:]`，`v.requires_grad_(False)` 不报错地返回 `v`，`v.requires_grad` 却仍是 `True`。",
)
def _(run):
    v = run["v"]
    return (v.is_leaf and v.requires_grad and run["r"] is v and v._base is run["w"]
            and printed(run, "v.requires_grad_(False) is v: True | v.requires_grad after it: True")
            and printed(run, "(v * 2).grad_fn: MulBackward0"))


@claim(
    "errata.autograd-backward-complex-scalar",
    snippet="autograd_backward_complex.py",
    en="`backward`'s docstring says `gradient` “can be omitted if self is a scalar”; yet for the complex scalar `out = (c * c).sum()`, `out.backward()` raises `RuntimeError`: only real scalar outputs qualify.",
    zh="`backward` 的文档字符串说 `gradient` “can be omitted if self is a scalar”，即 self 是标量时可以省略；可是对复数标量 `out = (c * c).sum()`，`out.backward()` 会抛出 `RuntimeError`：只有实数标量输出才行。",
)
def _(run):
    out = run["out"]
    return (out.dim() == 0 and out.is_complex()
            and printed(run, "out.backward() raises RuntimeError: grad can be implicitly created only for real scalar outputs but got torch.complex64"))


@claim(
    "errata.autograd-backward-complex-none",
    snippet="autograd_backward_complex.py",
    en="The older wording, “None values can be specified for scalar Tensors”, fails alike: `out.backward(gradient=None)` raises the same `RuntimeError`.",
    zh="较早的说法 “None values can be specified for scalar Tensors”（标量张量可以传入 None）同样不成立：`out.backward(gradient=None)` 抛出同样的 `RuntimeError`。",
)
def _(run):
    return printed(run, "out.backward(gradient=None) raises RuntimeError: grad can be implicitly created only for real scalar outputs but got torch.complex64")


# --- new errata from the autograd audit go above this line ---



# --- devices, saving and loading, torch.stack and torch.cat (the devices audit) ---------------------


@claim(
    "errata.devices-cpu-memory-format",
    snippet="devices_cpu_memory_format.py",
    en="`Tensor.cpu`'s docstring calls `memory_format` “the desired memory format of returned Tensor”; yet for the transposed CPU tensor `t`, `t.cpu(memory_format=torch.contiguous_format)` returns `t` itself, not contiguous.",
    zh="`Tensor.cpu` 的文档字符串说 `memory_format` 是 “the desired memory format of returned Tensor”，即返回张量所需的内存格式（memory format）；可是对转置后的 CPU 张量 `t`，`t.cpu(memory_format=torch.contiguous_format)` 返回的就是 `t` 本身，并不连续。",
)
def _(run):
    t, r = run["t"], run["r"]
    return r is t and not r.is_contiguous() and t.device.type == "cpu" and printed(run, "r is t: True")


@claim(
    "errata.devices-stack-negative-dim",
    snippet="devices_stack_negative_dim.py",
    en="`torch.stack`'s docstring says `dim` “Has to be between 0 and the number of dimensions of concatenated tensors (inclusive)”; yet `torch.stack([a, b], dim=-1)` works, the same as `dim=2`.",
    zh="`torch.stack` 的文档字符串说 `dim` “Has to be between 0 and the number of dimensions of concatenated tensors (inclusive)”（必须介于零和张量的维数之间，含两端）；可是 `torch.stack([a, b], dim=-1)` 照样可用，结果与 `dim=2` 相同。",
)
def _(run):
    return (printed(run, "docstring: Has to be between 0 and the number of dimensions of concatenated tensors (inclusive)")
            and tuple(run["last"].shape) == (2, 3, 2) and printed(run, "dim=-1: (2, 3, 2)") and printed(run, "same as dim=2: True"))


@claim(
    "errata.devices-cat-same-type",
    snippet="devices_cat_types.py",
    en="The `torch.cat` docstring of 2.3 to 2.6 asks for a “sequence of tensors of the same type”; yet `torch.cat([f32, f64])` joins a `float32` and a `float64` tensor into a `float64` one.",
    zh="2.3 到 2.6 的 `torch.cat` 文档字符串要求 “sequence of tensors of the same type”（类型相同的张量序列）；可是 `torch.cat([f32, f64])` 能把 `float32` 和 `float64` 张量拼接成一个 `float64` 张量。",
)
def _(run):
    return (run["f32"].dtype == torch.float32 and run["f64"].dtype == torch.float64 and run["joined"].dtype == torch.float64
            and printed(run, "torch.cat([f32, f64]): torch.float64 [0.0, 0.0, 1.0, 1.0]"))


@claim(
    "errata.devices-save-dtype-view",
    snippet="devices_save_dtype_view.py",
    en="“PyTorch preserves storage sharing across serialization”, says `torch.save`'s docstring; yet saving `x` with `v = x.view(torch.int32)`, which shares its storage, raises `RuntimeError: Cannot save multiple tensors or storages that view the same data as different types`.",
    zh="`torch.save` 的文档字符串说 “PyTorch preserves storage sharing across serialization”（序列化前后保持存储共享）；可是把 `x` 和与它共享存储的 `v = x.view(torch.int32)` 一起保存，会抛出 `RuntimeError: Cannot save multiple tensors or storages that view the same data as different types`（不能保存以不同类型查看同一数据的多个张量或存储）。",
)
def _(run):
    return (type(run.error) is RuntimeError and printed(run, "v shares x's storage: True")
            and "Cannot save multiple tensors or storages that view the same data as different types" in str(run.error))


@claim(
    "errata.devices-weights-only-types",
    snippet="devices_weights_only_types.py",
    en="`torch.load`'s docstring says `weights_only` restricts loading to “only tensors, primitive types” and dictionaries, besides allowlisted types; yet `torch.load(buf, weights_only=True)` loads a saved `torch.float16` and `torch.strided`, a dtype and a layout.",
    zh="`torch.load` 的文档字符串说，`weights_only` 把加载限制为 “only tensors, primitive types”（只有张量、基本类型）和字典，外加列入允许列表的类型；可是 `torch.load(buf, weights_only=True)` 能加载保存下来的 `torch.float16` 和 `torch.strided`，即一个数据类型和一个布局。",
)
def _(run):
    loaded = run["loaded"]
    return (loaded[torch.float16] is torch.float16 and loaded[torch.strided] is torch.strided
            and printed(run, "a saved torch.float16 (torch.dtype), weights_only=True: torch.float16")
            and printed(run, "a saved torch.strided (torch.layout), weights_only=True: torch.strided"))


@claim(
    "errata.devices-load-errors-default",
    snippet="devices_load_errors.py",
    torch=">=2.6",
    en="`torch.load`'s docstring passes `pickle_load_args` to the unpickler, “e.g., errors=...”; yet with the default `weights_only`, `torch.load(buf, errors='strict')` raises `TypeError: Unpickler.__init__() got an unexpected keyword argument 'errors'`.",
    zh="`torch.load` 的文档字符串说 `pickle_load_args` 会传给反序列化器（unpickler），“e.g., errors=...”；可是在默认的 `weights_only` 下，`torch.load(buf, errors='strict')` 会抛出 `TypeError: Unpickler.__init__() got an unexpected keyword argument 'errors'`（收到意外的关键字参数 errors）。",
)
def _(run):
    outcomes = run["outcomes"]
    default = outcomes["default weights_only"]
    return (outcomes["weights_only=False"] == {"step": 1} and type(default) is TypeError
            and str(default) == "Unpickler.__init__() got an unexpected keyword argument 'errors'")


@claim(
    "errata.devices-safe-globals-nested",
    snippet="devices_safe_globals_nested.py",
    torch=">=2.4",
    en="“Within the serialized format, each function is identified with its full path”, says `add_safe_globals`'s docstring; yet by default `torch.save` names the nested class `Outer.Inner` by `getattr` on `classes Outer`, so `add_safe_globals([Outer.Inner])` cannot make it load.",
    zh="`add_safe_globals` 的文档字符串说 “Within the serialized format, each function is identified with its full path”（序列化格式中每个函数都以完整路径标识）；可是 `torch.save` 默认用 `classes Outer` 上的 `getattr` 来指称嵌套类 `Outer.Inner`，所以 `add_safe_globals([Outer.Inner])` 无法让它加载。",
)
def _(run):
    return (run["names"] == ["__builtin__ getattr", "classes Outer"]
            and printed(run, "after add_safe_globals([Outer.Inner]): UnpicklingError"))


@claim(
    "errata.devices-cpu-channels-last-copies",
    snippet="devices_cpu_channels_last.py",
    en="`Tensor.cpu`'s docstring says that for a tensor already in CPU memory “no copy is performed and the original object is returned”; yet `x.cpu(memory_format=torch.channels_last)` returns a new tensor in new memory.",
    zh="`Tensor.cpu` 的文档字符串说，张量已在 CPU 内存中时 “no copy is performed and the original object is returned”，即不复制、返回原对象；可是 `x.cpu(memory_format=torch.channels_last)` 返回位于新内存的新张量。",
)
def _(run):
    x, r = run["x"], run["r"]
    return (x.device.type == "cpu" and r is not x and r.untyped_storage().data_ptr() != x.untyped_storage().data_ptr()
            and r.is_contiguous(memory_format=torch.channels_last) and printed(run, "r is x: False"))


@claim(
    "errata.devices-cat-seq",
    snippet="devices_cat_seq.py",
    en="The `torch.cat` docstring of 2.3 to 2.5 names the sequence to join `seq`; yet `torch.cat(seq=[a, b])` raises `TypeError`, the argument being `tensors`.",
    zh="2.3 到 2.5 的 `torch.cat` 文档字符串把要拼接的序列称为 `seq`；可是 `torch.cat(seq=[a, b])` 会抛出 `TypeError`，参数名其实是 `tensors`。",
)
def _(run):
    return (printed(run, "torch.cat(tensors=[a, b]): [0.0, 0.0, 1.0, 1.0]")
            and printed(run, 'torch.cat(seq=[a, b]): TypeError: cat() missing 1 required positional arguments: "tensors"'))


@claim(
    "errata.devices-map-location-meta",
    snippet="devices_map_location_meta.py",
    en="`torch.load`'s docstring says a device `map_location` “indicates the location where” the tensors “should be loaded”; yet with `map_location='cpu'` or `torch.device('cpu')`, the saved meta tensor `m` loads on `meta`.",
    zh="`torch.load` 的文档字符串说，设备形式的 `map_location` “indicates the location where all tensors should be loaded”（指明张量应当加载到哪里）；可是传入 `map_location='cpu'` 或 `torch.device('cpu')` 时，保存下来的 meta 张量 `m` 仍加载到 `meta` 上。",
)
def _(run):
    return all(r["m"].device.type == "meta" and r["c"].device.type == "cpu" for r in run["loaded"].values()) and printed(
        run, "map_location='cpu': m on meta, c on cpu") and printed(run, "map_location=device(type='cpu'): m on meta, c on cpu")


@claim(
    "errata.devices-load-weights-only-default",
    snippet="devices_load_pickle_module.py",
    torch=">=2.6",
    en="The first line of `torch.load`'s docstring gives the default `weights_only=True`; yet `torch.load(buf, pickle_module=pickle)` loads a saved `argparse.Namespace`, while adding `weights_only=True` raises `RuntimeError: Can not safely load weights when explicit pickle_module is specified`.",
    zh="`torch.load` 文档字符串的第一行给出默认值 `weights_only=True`；可是 `torch.load(buf, pickle_module=pickle)` 能加载保存下来的 `argparse.Namespace`，而再加上 `weights_only=True` 则抛出 `RuntimeError: Can not safely load weights when explicit pickle_module is specified`（指定了 pickle_module 时无法安全加载权重）。",
)
def _(run):
    outcomes = run["outcomes"]
    loose, strict = outcomes["pickle_module=pickle"], outcomes["pickle_module=pickle, weights_only=True"]
    return ("weights_only=True," in run.output.splitlines()[0] and type(loose).__name__ == "Namespace" and loose.lr == 0.1
            and type(strict) is RuntimeError and str(strict) == "Can not safely load weights when explicit pickle_module is specified")


# --- new errata from the devices audit go above this line ---
