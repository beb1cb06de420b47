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
    en="From 2.9, `torch.clone`'s docstring says a source with gaps, “a non-dense view like a stepped slice”, is “converted to the dense (contiguous) format” ([pytorch/pytorch#157007](https://github.com/pytorch/pytorch/pull/157007)).",
    zh="从 2.9 起，`torch.clone` 的文档字符串说，有空隙的源张量（“a non-dense view like a stepped slice”，如隔项取的切片）会被 “converted to the dense (contiguous) format”（转换为稠密、连续的格式）（[pytorch/pytorch#157007](https://github.com/pytorch/pytorch/pull/157007)）。",
)
def _(run):
    return printed(run, "docstring: Otherwise (e.g., a non-dense view like a stepped slice), the output is converted to the dense (contiguous) format.")


@claim(
    "errata.clone-gaps-layout",
    snippet="clone_gaps.py",
    en="`s.clone()` of `s`, a stepped slice of a channels_last tensor, is channels_last, not contiguous.",
    zh="`s` 是从 channels_last 张量隔项取出的切片，它的 `s.clone()` 仍是 channels_last，并不连续。",
)
def _(run):
    c = run["c"]
    s = run["s"]
    return (not c.is_contiguous() and c.is_contiguous(memory_format=torch.channels_last)
            and not s.is_contiguous() and not s.is_contiguous(memory_format=torch.channels_last)
            and printed(run, "c.is_contiguous(): False"))


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
    "errata.as-tensor-positional-doc",
    snippet="as_tensor_positional.py",
    torch="<2.11",
    en="Before 2.11, the signature line of `torch.as_tensor`'s docstring has no `*`: `dtype` follows `data` as if it could be passed by position ([pytorch/pytorch#173073](https://github.com/pytorch/pytorch/pull/173073)).",
    zh="2.11 之前，`torch.as_tensor` 文档字符串的签名行里没有 `*`：`dtype` 紧跟在 `data` 之后，看起来可以按位置传入（[pytorch/pytorch#173073](https://github.com/pytorch/pytorch/pull/173073)）。",
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
    en="`new_zeros`, `new_empty`, `new_ones` and `new_full` document the default `layout=torch.strided`; yet on the sparse `s`, `s.new_zeros(2)` is `torch.sparse_coo` and `s.new_ones(2)` raises `NotImplementedError`; both return strided tensors when given `layout=torch.strided`.",
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
    en="`Tensor.numpy`'s docstring says the conversion is performed “only if” the tensor does not require grad; yet `w`, which requires grad, converts under `torch.no_grad()`.",
    zh="`Tensor.numpy` 的文档字符串说，只有张量不需要梯度时才会进行转换（“only if”）；可是需要梯度的 `w` 在 `torch.no_grad()` 中照样能转换。",
)
def _(run):
    return (run["w"].requires_grad and run["a"].tolist() == [1.0, 1.0]
            and printed(run, "docstring: the conversion is performed only if the tensor is on the CPU, does not require grad,")
            and printed(run, "under torch.no_grad(), w.requires_grad: True | w.numpy(): [1. 1.]"))


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
    en="Yet after `t = torch.frombuffer(b, dtype=torch.uint8)`, `b.extend` grows the `bytearray` `b` without error; grown by 4 MiB, `b` moves to new memory, and `t` no longer sees what is then written to `b`.",
    zh="可是在 `t = torch.frombuffer(b, dtype=torch.uint8)` 之后，`b.extend` 仍能扩大 `bytearray` `b`，并不报错；扩大 4 MiB 后，`b` 搬到了新的内存，此后写入 `b` 的内容，`t` 再也看不到。",
)
def _(run):
    return (len(run["b"]) == 64 + (1 << 22) and printed(run, "b.extend(4 MiB): no error; b moved: True")
            and printed(run, "then t sees b's new bytes: False"))


@claim(
    "errata.frombuffer-owner-refcount",
    snippet="frombuffer_bytearray.py",
    en="And given `m = memoryview(owner)`, `torch.frombuffer` adds its reference to `m`, not to `owner`, which owns the memory: `sys.getrefcount(owner)` does not grow.",
    zh="而传入 `m = memoryview(owner)` 时，`torch.frombuffer` 把引用加给 `m`，而不是持有内存的 `owner`：`sys.getrefcount(owner)` 没有增加。",
)
def _(run):
    return printed(run, "references to owner: one more: 0") and printed(run, "references to m: one more: 1")
