import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raised, warned


@claim(
    "autograd.requires-grad-default",
    snippet="requires_grad.py",
    en="A tensor made by a factory function such as `torch.ones` has `requires_grad` equal to `False` unless you pass `requires_grad=True`.",
    zh="用 `torch.ones` 这类工厂函数创建的张量，除非传入 `requires_grad=True`，否则 `requires_grad` 为 `False`。",
)
def _(run):
    return run["x"].requires_grad is False and run["w"].requires_grad is True


@claim(
    "autograd.parameter-requires-grad",
    snippet="parameter.py",
    en="`torch.nn.Parameter` is the exception: wrapping a tensor whose `requires_grad` is `False` gives a parameter (a leaf) with `requires_grad` equal to `True`, unless you pass `requires_grad=False`; the weights of a module such as `torch.nn.Linear` are parameters, so they require grad too.",
    zh="`torch.nn.Parameter` 是例外：把 `requires_grad` 为 `False` 的张量包装成参数，得到的参数（叶子张量）的 `requires_grad` 为 `True`，除非传入 `requires_grad=False`；`torch.nn.Linear` 这类模块的权重就是参数，所以同样需要梯度。",
)
def _(run):
    return (
        run["t"].requires_grad is False
        and isinstance(run["p"], torch.nn.Parameter)
        and run["p"].requires_grad is True
        and run["p"].is_leaf
        and run["frozen"].requires_grad is False
        and isinstance(run["layer"].weight, torch.nn.Parameter)
        and run["layer"].weight.requires_grad is True
    )


@claim(
    "autograd.requires-grad-float-complex",
    snippet="requires_grad.py",
    en="Complex tensors can require gradients as well as floating-point ones.",
    zh="除了浮点张量，复数张量也可以需要梯度。",
)
def _(run):
    return run["c"].is_complex() and run["c"].requires_grad is True


@claim(
    "autograd.requires-grad-int-error",
    snippet="requires_grad_int.py",
    en="An integer tensor cannot require gradients: `torch.tensor([1, 2, 3], requires_grad=True)` raises `RuntimeError` saying that only floating point and complex tensors can.",
    zh="整数张量不能需要梯度：`torch.tensor([1, 2, 3], requires_grad=True)` 会抛出 `RuntimeError`，提示只有浮点和复数类型的张量才可以。",
)
def _(run):
    return raised(run, RuntimeError, "Only Tensors of floating point and complex dtype can require gradients")


@claim(
    "autograd.grad-fn-leaf-none",
    snippet="grad_fn.py",
    en="A tensor created by the user has `grad_fn` equal to `None`, even with `requires_grad=True`.",
    zh="用户直接创建的张量，即使 `requires_grad=True`，其 `grad_fn` 也是 `None`。",
)
def _(run):
    return run["w"].grad_fn is None and run["w"].requires_grad


@claim(
    "autograd.grad-fn-node",
    snippet="grad_fn.py",
    en="The result of an operation on a tensor that requires grad also requires grad, and its `grad_fn` is a node of the autograd graph named after the operation: `AddBackward0` for `w + 2`, `MulBackward0` for `y * y`.",
    zh="对需要梯度的张量做运算，结果同样需要梯度，其 `grad_fn` 是计算图中的一个节点，以运算命名：`w + 2` 对应 `AddBackward0`，`y * y` 对应 `MulBackward0`。",
)
def _(run):
    return (
        run["y"].requires_grad
        and run["y"].grad_fn.name() == "AddBackward0"
        and run["z"].grad_fn.name() == "MulBackward0"
    )


@claim(
    "autograd.grad-fn-next",
    snippet="grad_fn.py",
    en="Each node links to the nodes that produced its inputs through `next_functions`: the `MulBackward0` of `z = y * y` points twice to the `AddBackward0` of `y`.",
    zh="每个节点通过 `next_functions` 指向产生其输入的节点：`z = y * y` 的 `MulBackward0` 两次指向 `y` 的 `AddBackward0`。",
)
def _(run):
    return [type(f).__name__ for f, _ in run["z"].grad_fn.next_functions] == ["AddBackward0", "AddBackward0"]


@claim(
    "autograd.grad-none-before",
    snippet="grad.py",
    en="`.grad` is `None` until a backward pass reaches the tensor.",
    zh="在反向传播到达该张量之前，`.grad` 是 `None`。",
)
def _(run):
    return printed(run, "before backward: None") and run["w"].grad is not None


@claim(
    "autograd.grad-after-backward",
    snippet="grad.py",
    en="After `out.backward()`, a leaf that requires grad holds d`out`/d`w` in `.grad`; for a scalar `out`, `backward()` needs no argument (it starts from a gradient of 1).",
    zh="`out.backward()` 之后，需要梯度的叶子张量在 `.grad` 中保存 d`out`/d`w`；`out` 是标量时，`backward()` 无需参数（起始梯度为 1）。",
)
def _(run):
    w = run["w"]
    return run["out"].dim() == 0 and equal(w.grad, 2 * w.detach())


@claim(
    "autograd.leaf-created",
    snippet="leaf_table.py",
    en="Tensors created by the user are leaves (`is_leaf` is `True`), whether or not they require grad.",
    zh="用户创建的张量都是叶子张量（`is_leaf` 为 `True`），无论是否需要梯度。",
)
def _(run):
    r = run["rows"]
    return r["torch.ones(2)"].is_leaf and r["torch.ones(2, requires_grad=True)"].is_leaf


@claim(
    "autograd.leaf-no-grad-ops",
    snippet="leaf_table.py",
    en="The result of an operation is a leaf too when none of its inputs requires grad: `x * 2` and `w.detach()` have `is_leaf=True` and no `grad_fn`.",
    zh="如果运算的输入都不需要梯度，运算结果也是叶子张量：`x * 2` 和 `w.detach()` 都是 `is_leaf=True`，且没有 `grad_fn`。",
)
def _(run):
    r = run["rows"]
    return all(r[k].is_leaf and r[k].grad_fn is None and not r[k].requires_grad for k in ("x * 2", "w.detach()"))


@claim(
    "autograd.nonleaf",
    snippet="leaf_table.py",
    en="The result of an operation on a tensor that requires grad is a non-leaf: `w * 2` has `is_leaf=False` and a `grad_fn`.",
    zh="对需要梯度的张量做运算，得到的结果是非叶子张量：`w * 2` 是 `is_leaf=False`，并带有 `grad_fn`。",
)
def _(run):
    t = run["rows"]["w * 2"]
    return not t.is_leaf and t.grad_fn is not None and t.requires_grad


@claim(
    "autograd.nonleaf-grad-none",
    snippet="nonleaf_warning.py",
    en="`backward()` fills `.grad` of the leaf `w` but never populates `.grad` of the non-leaf `y`: it reads `None` after the backward pass.",
    zh="`backward()` 会填充叶子张量 `w` 的 `.grad`，但不会填充非叶子张量 `y` 的 `.grad`：反向传播之后读到的仍是 `None`。",
)
def _(run):
    return run["w"].grad is not None and not run["y"].is_leaf and printed(run, "y.grad: None")


@claim(
    "autograd.nonleaf-grad-warning",
    snippet="nonleaf_warning.py",
    en="Reading `.grad` of a non-leaf tensor emits a `UserWarning` that its `.grad` won't be populated during `autograd.backward()` and suggests `.retain_grad()`.",
    zh="读取非叶子张量的 `.grad` 会发出 `UserWarning`，说明它的 `.grad` 在 `autograd.backward()` 中不会被填充，并建议使用 `.retain_grad()`。",
)
def _(run):
    return (
        warned(run, "UserWarning", "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed")
        and warned(run, "UserWarning", "won't be populated during autograd.backward()")
        and warned(run, "UserWarning", "use .retain_grad() on the non-leaf Tensor")
        and not run["y"].is_leaf
    )


@claim(
    "autograd.retain-grad",
    snippet="retain_grad.py",
    en="Calling `y.retain_grad()` before `backward()` makes autograd store the non-leaf's gradient in `y.grad` (and sets `y.retains_grad`), while the leaf's gradient is computed as usual.",
    zh="在 `backward()` 之前调用 `y.retain_grad()`，autograd 就会把这个非叶子张量的梯度存进 `y.grad`（并设置 `y.retains_grad`），叶子张量的梯度照常计算。",
)
def _(run):
    y, w = run["y"], run["w"]
    return (
        y.retains_grad
        and equal(y.grad, 2 * y.detach())
        and equal(w.grad, 8 * w.detach())
        and not warned(run, "UserWarning")
    )


@claim(
    "autograd.accumulates",
    snippet="accumulation.py",
    en="Gradients accumulate: a second `backward()` adds its result to what is already in `.grad` instead of replacing it.",
    zh="梯度会累加：第二次 `backward()` 把结果加到 `.grad` 里已有的值上，而不是替换它。",
)
def _(run):
    return run["first"].tolist() == [2.0, 2.0, 2.0] and run["w"].grad.tolist() == [4.0, 4.0, 4.0]


@claim(
    "autograd.zeroing",
    snippet="zeroing.py",
    en="To start afresh, either fill the gradient with zeros (`w.grad.zero_()`) or drop it (`w.grad = None`); after `None`, the next backward pass stores a new gradient.",
    zh="要重新开始，可以把梯度清零（`w.grad.zero_()`），也可以直接丢掉（`w.grad = None`）；设为 `None` 之后，下一次反向传播会存入新的梯度。",
)
def _(run):
    return (
        printed(run, "after zero_(): tensor([0., 0., 0.])")
        and printed(run, "after = None:  None")
        and run["w"].grad.tolist() == [3.0, 3.0, 3.0]
    )


@claim(
    "autograd.nonscalar-needs-gradient",
    snippet="nonscalar_error.py",
    en="`backward()` without arguments on a non-scalar tensor raises `RuntimeError: grad can be implicitly created only for scalar outputs`.",
    zh="对非标量张量不带参数调用 `backward()`，会抛出 `RuntimeError: grad can be implicitly created only for scalar outputs`（只有标量输出才能隐式创建梯度）。",
)
def _(run):
    return run["y"].dim() == 1 and raised(run, RuntimeError, "grad can be implicitly created only for scalar outputs")


@claim(
    "autograd.gradient-argument",
    snippet="nonscalar_gradient.py",
    en="Passing `gradient=` (same shape as `y`) makes it work: the leaf receives `gradient` multiplied through the graph, here `gradient * 2`.",
    zh="传入与 `y` 形状相同的 `gradient=` 就可以了：叶子张量得到的是 `gradient` 沿计算图相乘后的结果，这里是 `gradient * 2`。",
)
def _(run):
    return run["w"].grad.tolist() == [2.0, 20.0, 200.0]


@claim(
    "autograd.no-graph-error",
    snippet="no_graph.py",
    en="`backward()` on a result that does not require grad (it has no `grad_fn`) raises `RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn`.",
    zh="对不需要梯度（也没有 `grad_fn`）的结果调用 `backward()`，会抛出 `RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn`（其中的张量不需要梯度，也没有 grad_fn）。",
)
def _(run):
    return (
        not run["out"].requires_grad
        and run["out"].grad_fn is None
        and raised(run, RuntimeError, "element 0 of tensors does not require grad and does not have a grad_fn")
    )


@claim(
    "autograd.backward-twice",
    snippet="backward_twice.py",
    en="A second `backward()` through the same graph raises `RuntimeError` when the graph saved intermediate values (as `w * w` does): they are freed by the first pass.",
    zh="如果计算图保存了中间值（`w * w` 就会保存），第二次沿同一个图调用 `backward()` 会抛出 `RuntimeError`：这些值在第一次反向传播时已被释放。",
)
def _(run):
    return (
        equal(run["w"].grad, 2 * run["w"].detach())  # the first pass ran
        and raised(run, RuntimeError, "Trying to backward through the graph a second time")
        and raised(run, RuntimeError, "Saved intermediate values of the graph are freed")
    )


@claim(
    "autograd.retain-graph",
    snippet="retain_graph.py",
    en="`backward(retain_graph=True)` keeps the saved values, so a second pass works, and its gradient adds to the first.",
    zh="`backward(retain_graph=True)` 会保留这些中间值，于是第二次反向传播可以进行，其梯度与第一次的相加。",
)
def _(run):
    w = run["w"]
    return equal(w.grad, 4 * w.detach())


@claim(
    "autograd.backward-twice-no-saved",
    snippet="backward_twice_add.py",
    en="A graph that saved nothing, such as `(w + 2).sum()`, can be run backward twice without `retain_graph=True`.",
    zh="没有保存任何中间值的计算图，例如 `(w + 2).sum()`，不加 `retain_graph=True` 也可以反向传播两次。",
)
def _(run):
    return run["w"].grad.tolist() == [2.0, 2.0, 2.0]
