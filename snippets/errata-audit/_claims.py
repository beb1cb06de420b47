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
    "errata.clone-gaps-layout",
    snippet="clone_gaps.py",
    en="`torch.clone`'s docstring says a source with gaps is “converted to the dense (contiguous) format”; yet `s.clone()` of the channels_last `s` with gaps is channels_last, not contiguous.",
    zh="`torch.clone` 的文档字符串说，有空隙的源张量会被 “converted to the dense (contiguous) format”（转换为稠密、连续的格式）；可是有空隙的 channels_last 张量 `s`，其 `s.clone()` 仍是 channels_last，并不连续。",
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
    en="`copy_`'s docstring asks only that `src` be “broadcastable with the self tensor”; yet `t.copy_(src)` with shapes `(3,)` and `(2, 3)`, which broadcast together, raises `RuntimeError`.",
    zh="`copy_` 的文档字符串只要求 `src` “broadcastable with the self tensor”，即能与 self 张量广播（broadcast）；可是形状为 `(3,)` 和 `(2, 3)`、能够一起广播的 `t.copy_(src)` 会抛出 `RuntimeError`。",
)
def _(run):
    return (tuple(run["t"].shape) == (3,) and tuple(run["src"].shape) == (2, 3) and run["t"].tolist() == [0.0, 0.0, 0.0]
            and printed(run, "RuntimeError: output with shape [3] doesn't match the broadcast shape [2, 3]"))


@claim(
    "errata.detach-inplace-view",
    snippet="detach_inplace_view.py",
    en="`detach_`'s docstring says “Views cannot be detached in-place.”; yet `v = i[:2]`, a slice of the inference tensor `i` sharing its storage, is: `v.detach_()` returns `v`.",
    zh="`detach_` 的文档字符串说 “Views cannot be detached in-place.”，即视图（view）不能原地分离；可是推理张量（inference tensor）`i` 的切片 `v = i[:2]` 与它共享存储，却可以：`v.detach_()` 返回 `v`。",
)
def _(run):
    v, i = run["v"], run["i"]
    return v.untyped_storage().data_ptr() == i.untyped_storage().data_ptr() and printed(run, "v.detach_() is v: True")


@claim(
    "errata.frombuffer-empty",
    snippet="frombuffer_empty.py",
    en="`torch.frombuffer` takes a negative `count` when the buffer's length is a multiple of the element size, its docstring says; yet an empty `bytearray`, of length 0, is refused with `ValueError`.",
    zh="`torch.frombuffer` 的文档字符串说，缓冲区长度是元素大小的倍数时可以取负的 `count`；可是长度为 0 的空 `bytearray` 会被拒绝，抛出 `ValueError`。",
)
def _(run):
    return printed(run, "torch.Size([2])") and printed(run, "an empty bytearray raises ValueError; both buffer length (0) and count (-1) must not be 0")


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
    en="`torch.frombuffer`'s docstring says the same; `f.resize_(20)` on a tensor over 10 bytes raises `RuntimeError` only after giving `f` the shape `(20,)`.",
    zh="`torch.frombuffer` 的文档字符串也这样说；可是对 10 个字节上的张量调用 `f.resize_(20)`，先把 `f` 的形状改成了 `(20,)`，才抛出 `RuntimeError`。",
)
def _(run):
    f = run["f"]
    return tuple(f.shape) == (20,) and f.untyped_storage().nbytes() == 10 and printed(run, "f.shape: (20,) on 10 bytes")


@claim(
    "errata.new-layout-default",
    snippet="layout_default.py",
    en="`new_zeros`, `new_empty`, `new_ones` and `new_full` document the default `layout=torch.strided`; yet on the sparse `s`, `s.new_zeros(2)` is `torch.sparse_coo` and `s.new_ones(2)` raises `NotImplementedError`, both strided with `layout=torch.strided`.",
    zh="`new_zeros`、`new_empty`、`new_ones` 和 `new_full` 的文档写明默认 `layout=torch.strided`；可是对稀疏张量 `s`，`s.new_zeros(2)` 是 `torch.sparse_coo`，`s.new_ones(2)` 抛出 `NotImplementedError`，显式传入 `layout=torch.strided` 时两者才是跨步张量。",
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
    en="`Tensor.numpy`'s docstring converts “only if” the tensor does not require grad and lacks the conjugate bit; yet it refuses the negative bit of `n` too, and converts `w`, which requires grad, under `torch.no_grad()`.",
    zh="`Tensor.numpy` 的文档字符串说，张量不需要梯度、也没有共轭位（conjugate bit）时才 “only if”（才会）转换；可是 `n` 的负号位同样被拒绝，而需要梯度的 `w` 在 `torch.no_grad()` 中却能转换。",
)
def _(run):
    return (run["n"].is_neg() and not run["n"].is_conj() and run["w"].requires_grad and run["a"].tolist() == [1.0, 1.0]
            and printed(run, "RuntimeError: Can't call numpy() on Tensor that has negative bit set. Use tensor.resolve_neg().numpy() instead."))


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



# --- new errata from the interop audit go above this line ---



# --- new errata from the autograd audit go above this line ---



# --- new errata from the devices audit go above this line ---
