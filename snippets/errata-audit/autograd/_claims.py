import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import printed

# Errata found by the docstring audit of these functions (docs/audit/autograd.md): each quotes a docstring statement and shows what happens.


@claim(
    "errata.autograd-retain-grad-leaf",
    snippet="autograd_retain_grad_leaf.py",
    en="`retain_grad`'s docstring says “This is a no-op for leaf tensors.”; yet on the leaf `t = torch.ones(2)`, which does not require grad, `t.retain_grad()` raises `RuntimeError`.",
    zh="`retain_grad` 的文档字符串（docstring）说 “This is a no-op for leaf tensors.”，即对叶子张量（leaf tensor）它什么也不做；可是对不需要梯度的叶子张量 `t = torch.ones(2)`，`t.retain_grad()` 会抛出 `RuntimeError`。",
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
    zh="`torch.inference_mode` 的文档字符串说它会关闭 “view tracking and version counter bumps”，即视图（view）追踪和版本计数器（version counter）的递增；可是在其中，对普通张量 `t` 执行 `t.add_(1)` 会把 `t._version` 从 0 变为 1，而 `v = t[:2]` 的 `v._base` 是 `t`。",
)
def _(run):
    t, v = run["t"], run["v"]
    return (not t.is_inference() and t._version == 1 and v._base is t
            and printed(run, "t._version before: 0") and printed(run, "t._version after t.add_(1) in inference mode: 1"))


@claim(
    "errata.autograd-inference-recorded",
    snippet="autograd_inference_autograd.py",
    torch=">=2.9",
    en="`torch.inference_mode`'s docstring says tensors created in it “cannot be used in computations recorded by autograd”; yet `y = w + i` of the inference tensor `i` has the `grad_fn` `AddBackward0`, and `y.sum().backward()` fills `w.grad` ([pytorch/pytorch#161164](https://github.com/pytorch/pytorch/pull/161164)).",
    zh="`torch.inference_mode` 的文档字符串说，在其中创建的张量 “cannot be used in computations recorded by autograd”（不能用于自动求导记录的计算）；可是由推理张量（inference tensor）`i` 得到的 `y = w + i`，其 `grad_fn` 是 `AddBackward0`，`y.sum().backward()` 也会填充 `w.grad`（[pytorch/pytorch#161164](https://github.com/pytorch/pytorch/pull/161164)）。",
)
def _(run):
    i, y, w = run["i"], run["y"], run["w"]
    return (i.is_inference() and type(y.grad_fn).__name__ == "AddBackward0" and w.grad is not None
            and w.grad.tolist() == [1.0, 1.0, 1.0] and printed(run, "y.grad_fn: AddBackward0")
            and printed(run, "docstring has “cannot be used in computations recorded by autograd”: True"))


@claim(
    "errata.autograd-inference-saved",
    snippet="autograd_inference_autograd.py",
    exception_to="errata.autograd-inference-recorded",
    en="`w * i`, which saves `i` for the backward pass, raises `RuntimeError: Inference tensors cannot be saved for backward.`",
    zh="`w * i` 需要为反向传播保存 `i`，因此会抛出 `RuntimeError: Inference tensors cannot be saved for backward.`（推理张量不能保存用于反向传播）。",
)
def _(run):
    return (run["i"].is_inference() and run["w"].requires_grad
            and any(line.startswith("w * i raises RuntimeError: Inference tensors cannot be saved for backward.")
                    for line in run.output.splitlines()))


@claim(
    "errata.autograd-no-grad-views",
    snippet="autograd_no_grad_views.py",
    en="`torch.no_grad`'s docstring says results computed in it have `requires_grad=False` “even when the inputs have” `requires_grad=True`; yet inside it the view `v = w[:2]` of `w`, which requires grad, still requires grad, while `w * 2` does not.",
    zh="`torch.no_grad` 的文档字符串说，在其中计算的结果都是 `requires_grad=False`，即便输入是 `requires_grad=True`，原文为 “even when the inputs have”（即使输入需要梯度）；可是在其中，从需要梯度的 `w` 取出的视图 `v = w[:2]` 仍然需要梯度，而 `w * 2` 不需要。",
)
def _(run):
    return (run["w"].requires_grad and run["v"].requires_grad and not run["d"].requires_grad
            and printed(run, "w[:2] requires grad: True") and printed(run, "w * 2 requires grad: False"))


@claim(
    "errata.autograd-inference-training",
    snippet="autograd_inference_training.py",
    torch="<2.9",
    en="`torch.inference_mode`'s docstring gives “model training” as an example of operations with no interactions with autograd; yet a `loss` computed in it does not require grad, and `loss.backward()` raises `RuntimeError` ([pytorch/pytorch#161164](https://github.com/pytorch/pytorch/pull/161164)).",
    zh="`torch.inference_mode` 的文档字符串把 “model training”（模型训练）举作与自动求导毫无交互的运算的例子；可是在其中计算的 `loss` 不需要梯度，`loss.backward()` 会抛出 `RuntimeError`（[pytorch/pytorch#161164](https://github.com/pytorch/pytorch/pull/161164)）。",
)
def _(run):
    return (not run["loss"].requires_grad and run["loss"].is_inference()
            and printed(run, "docstring has “(e.g., model training)”: True")
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
    torch=">=2.4",
    en="`backward`'s docstring says `gradient` “can be omitted if self is a scalar”; yet for the complex scalar `out = (c * c).sum()`, `out.backward()` raises `RuntimeError`: only real scalar outputs qualify ([pytorch/pytorch#127201](https://github.com/pytorch/pytorch/pull/127201)).",
    zh="`backward` 的文档字符串说 `gradient` “can be omitted if self is a scalar”，即 self 是标量时可以省略；可是对复数标量 `out = (c * c).sum()`，`out.backward()` 会抛出 `RuntimeError`：只有实数标量输出才行（[pytorch/pytorch#127201](https://github.com/pytorch/pytorch/pull/127201)）。",
)
def _(run):
    out = run["out"]
    return (out.dim() == 0 and out.is_complex()
            and printed(run, "docstring has “This argument can be omitted if ``self`` is a scalar.”: True")
            and printed(run, "out.backward() raises RuntimeError: grad can be implicitly created only for real scalar outputs but got torch.complex64"))


@claim(
    "errata.autograd-backward-complex-none",
    snippet="autograd_backward_complex.py",
    torch="<2.4",
    en="`backward`'s docstring says “None values can be specified for scalar Tensors”; yet for the complex scalar `out = (c * c).sum()`, `out.backward(gradient=None)` raises `RuntimeError` ([pytorch/pytorch#127201](https://github.com/pytorch/pytorch/pull/127201)).",
    zh="`backward` 的文档字符串说 “None values can be specified for scalar Tensors”，即标量张量的梯度可以传 None；可是对复数标量 `out = (c * c).sum()` 并不行：`out.backward(gradient=None)` 会抛出 `RuntimeError`（[pytorch/pytorch#127201](https://github.com/pytorch/pytorch/pull/127201)）。",
)
def _(run):
    return (run["out"].dim() == 0 and run["out"].is_complex()
            and printed(run, "docstring has “None values can be specified for scalar Tensors”: True")
            and printed(run, "out.backward(gradient=None) raises RuntimeError: grad can be implicitly created only for real scalar outputs but got torch.complex64"))





# --- devices, saving and loading, torch.stack and torch.cat (the devices audit) ---------------------
