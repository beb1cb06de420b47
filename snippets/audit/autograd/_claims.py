import math

import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import printed

# Checks made for the docstring audit of these functions (docs/audit/autograd.md).


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
    "audit.autograd-gradient-dtype",
    snippet="autograd_backward.py",
    exception_to="audit.autograd-gradient-must-match",
    en="A `gradient` of another real dtype is cast instead: `y.backward(torch.ones(2, dtype=torch.float64))` leaves a `torch.float32` `w.grad` of `[3.0, 3.0]`.",
    zh="另一种实数数据类型（dtype）的 `gradient` 则会被转换：`y.backward(torch.ones(2, dtype=torch.float64))` 留下的 `w.grad` 是 `torch.float32`，值为 `[3.0, 3.0]`。",
)
def _(run):
    return (run["y"].dtype == torch.float32
            and printed(run, "a float64 gradient is accepted, w.grad: torch.float32 [3.0, 3.0]"))


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
    en="`backward` takes `inputs` as a dict too: `(d * d).sum().backward(inputs={\"d\": d})` fills `d.grad` with `2 * d` ([pytorch/pytorch#178140](https://github.com/pytorch/pytorch/pull/178140)).",
    zh="`backward` 的 `inputs` 也可以是字典：`(d * d).sum().backward(inputs={\"d\": d})` 在 `d.grad` 中填入 `2 * d`（[pytorch/pytorch#178140](https://github.com/pytorch/pytorch/pull/178140)）。",
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





# --- devices: torch.load, torch.save, add_safe_globals, torch.cat and torch.stack ---------------------
