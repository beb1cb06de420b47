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


# --- new errata from the views audit go above this line ---



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



# --- new errata from the devices audit go above this line ---
