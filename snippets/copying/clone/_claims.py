import torch

from tensorfacts.claims import claim

NON_LEAF_WARNING = "UserWarning: The .grad attribute of a Tensor that is not a leaf Tensor is being accessed"


def torch_equal(a, b):
    return bool(torch.equal(a, b))


# --- memory -----------------------------------------------------------------

@claim(
    "clone.same-contents",
    snippet="memory.py",
    en="`clone()` returns a tensor with the same values, dtype and device as its source.",
    zh="`clone()` 返回的张量与源张量的值、dtype 和设备都相同。",
)
def _(run):
    a, b = run["a"], run["b"]
    return (
        "equal values: True" in run.output
        and b.dtype == a.dtype
        and b.device == a.device
        and b.shape == a.shape
    )


@claim(
    "clone.new-memory",
    snippet="memory.py",
    en="The clone lives in new memory (its data pointer differs from the source's), so writing to the clone leaves the source unchanged.",
    zh="克隆出的张量位于新的内存中（数据指针与源张量不同），所以改写克隆不会影响源张量。",
)
def _(run):
    a, b = run["a"], run["b"]
    return (
        b.data_ptr() != a.data_ptr()
        and a.tolist() == [1.0, 2.0, 3.0]
        and b.tolist() == [100.0, 2.0, 3.0]
    )


# --- autograd ---------------------------------------------------------------

@claim(
    "clone.in-graph",
    snippet="graph.py",
    en="A clone of a tensor that requires grad stays in the autograd graph: it has `requires_grad=True` and its `grad_fn` is `CloneBackward0`.",
    zh="对需要梯度的张量做 `clone()`，结果仍留在计算图中：它的 `requires_grad` 为 `True`，`grad_fn` 是 `CloneBackward0`。",
)
def _(run):
    c = run["c"]
    return c.requires_grad is True and c.grad_fn is not None and c.grad_fn.name() == "CloneBackward0"


@claim(
    "clone.not-leaf",
    snippet="graph.py",
    en="Such a clone is not a leaf tensor, even when its source is one.",
    zh="这样的克隆不是叶子张量，即使它的源张量是叶子张量。",
)
def _(run):
    return run["c"].is_leaf is False and run["x"].is_leaf is True


@claim(
    "clone.grad-to-source",
    snippet="grad_flow.py",
    en="Backward through a computation on the clone fills the source leaf's `.grad`, exactly as if the computation had used the source directly: here `x.grad` equals `2 * x`.",
    zh="对克隆做的计算在反向传播时，梯度会写进源叶子张量的 `.grad`，结果与直接用源张量计算完全一样：这里 `x.grad` 等于 `2 * x`。",
)
def _(run):
    x = run["x"]
    return x.grad is not None and torch_equal(x.grad, 2 * x.detach())


@claim(
    "clone.grad-none-warns",
    snippet="grad_flow.py",
    en="The clone's own `.grad` stays `None`, and reading it emits a `UserWarning` that it is not a leaf tensor.",
    zh="克隆自身的 `.grad` 仍是 `None`，而且读取它会发出 `UserWarning`，提示它不是叶子张量。",
)
def _(run):
    return run["c_grad"] is None and NON_LEAF_WARNING in run.output


@claim(
    "clone.retain-grad",
    snippet="retain_grad.py",
    en="After `c.retain_grad()`, the clone keeps its gradient too: `c.grad` is filled with the same values as `x.grad`.",
    zh="调用 `c.retain_grad()` 之后，克隆也会保留自己的梯度：`c.grad` 被填入与 `x.grad` 相同的值。",
)
def _(run):
    x, c = run["x"], run["c"]
    return c.grad is not None and x.grad is not None and torch_equal(c.grad, x.grad) and NON_LEAF_WARNING not in run.output


@claim(
    "clone.source-only",
    snippet="source_only.py",
    en="A computation that uses only the source never reaches the clone: `x.grad` is filled, while `c.grad` stays `None` even with `retain_grad()`.",
    zh="只用到源张量的计算不会经过克隆：`x.grad` 被填入梯度，而 `c.grad` 即使调用了 `retain_grad()` 也仍是 `None`。",
)
def _(run):
    return run["x"].grad is not None and run["c"].grad is None


@claim(
    "clone.new-leaf",
    snippet="new_leaf.py",
    en="A clone of a tensor that does not require grad, followed by `.requires_grad_()`, is a leaf tensor with no `grad_fn`; it receives the gradient itself and the source's `.grad` stays `None`.",
    zh="对不需要梯度的张量做 `clone()` 再调用 `.requires_grad_()`，得到的是没有 `grad_fn` 的叶子张量；梯度写进它自己的 `.grad`，源张量的 `.grad` 仍是 `None`。",
)
def _(run):
    c, x = run["c"], run["x"]
    return c.is_leaf and c.grad_fn is None and c.grad is not None and torch_equal(c.grad, 2 * x) and x.grad is None


@claim(
    "clone.leaf-inplace-error",
    snippet="leaf_inplace.py",
    en="An in-place operation on a leaf tensor that requires grad raises a `RuntimeError`.",
    zh="对需要梯度的叶子张量做原地操作会抛出 `RuntimeError`。",
)
def _(run):
    return isinstance(run.error, RuntimeError) and "leaf Variable that requires grad" in str(run.error)


@claim(
    "clone.inplace-on-clone",
    snippet="clone_inplace.py",
    en="The same in-place operation on a clone of that leaf is allowed, leaves the leaf's values unchanged, and backward still reaches the leaf through it: here `x.grad` equals `2 * (x + 1)`.",
    zh="对这个叶子张量的克隆做同样的原地操作则是允许的，叶子张量的值不变，反向传播也仍会经由克隆到达叶子张量：这里 `x.grad` 等于 `2 * (x + 1)`。",
)
def _(run):
    x = run["x"]
    return (
        x.tolist() == [1.0, 2.0, 3.0]
        and x.grad is not None
        and torch_equal(x.grad, 2 * (x.detach() + 1))
    )


# --- memory format ----------------------------------------------------------

@claim(
    "clone.preserve-format",
    snippet="preserve_format.py",
    en="By default `clone()` behaves like `memory_format=torch.preserve_format` and keeps the strides of a dense, non-overlapping source: a transposed tensor's clone has the same strides, and a channels_last tensor's clone is channels_last.",
    zh="`clone()` 默认的行为与 `memory_format=torch.preserve_format` 相同，会保留稠密且无重叠的源张量的步长：转置张量的克隆步长不变，channels_last 张量的克隆仍是 channels_last。",
)
def _(run):
    t, n = run["t"], run["n"]
    lines = run.output.splitlines()
    return (
        lines[0] == "t.stride(): (1, 3)"
        and lines[1] == "t.clone().stride(): (1, 3)"
        and lines[2] == "preserve_format: (1, 3)"
        and not t.clone().is_contiguous()
        and n.clone().stride() == n.stride()
        and n.clone().is_contiguous(memory_format=torch.channels_last)
        and not n.clone().is_contiguous()
    )


@claim(
    "clone.contiguous-format",
    snippet="contiguous_format.py",
    en="With `memory_format=torch.contiguous_format` the clone is contiguous, with row-major strides, both for the transposed tensor and for the channels_last one.",
    zh="指定 `memory_format=torch.contiguous_format` 时，无论是上面的转置张量还是 channels_last 张量，克隆都是连续的，步长按行主序排列。",
)
def _(run):
    tc, nc, t, n = run["tc"], run["nc"], run["t"], run["n"]
    return (
        not t.is_contiguous() and not n.is_contiguous()
        and tc.is_contiguous() and tc.stride() == (2, 1)
        and nc.is_contiguous() and nc.stride() == (12, 4, 2, 1)
    )


@claim(
    "clone.not-dense-contiguous",
    snippet="not_dense.py",
    en="For a source that is not dense and non-overlapping, such as the strided slice `x[:, ::2]` or an expanded tensor, the default clone is contiguous instead of copying the strides.",
    zh="如果源张量不是稠密无重叠的，例如带步长的切片 `x[:, ::2]` 或经 `expand` 得到的张量，默认的克隆是连续的，而不是照搬源张量的步长。",
)
def _(run):
    s, sc, e, ec = run["s"], run["sc"], run["e"], run["ec"]
    return (
        s.stride() == (4, 2) and sc.is_contiguous() and sc.stride() == (2, 1)
        and e.stride() == (0, 1) and ec.is_contiguous() and ec.stride() == (3, 1)
        and torch_equal(sc, s) and torch_equal(ec, e)
    )


# --- clone().detach() vs detach().clone() ----------------------------------

@claim(
    "clone.detach-both-orders",
    snippet="both_orders.py",
    en="`x.clone().detach()` and `x.detach().clone()` give the same result: equal values, new memory independent of `x`, `requires_grad=False`, and a leaf tensor.",
    zh="`x.clone().detach()` 与 `x.detach().clone()` 的结果相同：值相等，位于与 `x` 无关的新内存中，`requires_grad` 为 `False`，并且是叶子张量。",
)
def _(run):
    a, b, x = run["a"], run["b"], run["x"]
    return (
        "equal values: True" in run.output
        and a.data_ptr() != x.data_ptr() and b.data_ptr() != x.data_ptr()
        and x.tolist() == [1.0, 2.0, 3.0]
        and not a.requires_grad and not b.requires_grad
        and a.is_leaf and b.is_leaf
    )


@claim(
    "clone.order-intermediate",
    snippet="order.py",
    en="They differ in the intermediate step: in `x.clone().detach()` the clone is recorded in the autograd graph (the intermediate has `grad_fn` `CloneBackward0`) and then dropped, while in `x.detach().clone()` the clone runs on a tensor that does not require grad, so nothing is recorded.",
    zh="两者的差别在中间一步：`x.clone().detach()` 中，`clone()` 会先被记录进计算图（中间结果的 `grad_fn` 是 `CloneBackward0`），随后才被丢弃；而 `x.detach().clone()` 中，`clone()` 作用在不需要梯度的张量上，什么都不会记录。",
)
def _(run):
    return (
        run["first_clone"].grad_fn is not None
        and run["first_clone"].grad_fn.name() == "CloneBackward0"
        and run["first_detach"].requires_grad is False
        and "x.detach().clone().grad_fn: None" in run.output
    )


@claim(
    "clone.no-grad",
    snippet="no_grad.py",
    en="Inside `torch.no_grad()`, `x.clone()` records nothing even when `x` requires grad: the result has no `grad_fn`, `requires_grad=False`, and is a leaf.",
    zh="在 `torch.no_grad()` 中，即使 `x` 需要梯度，`x.clone()` 也不会记录任何东西：结果没有 `grad_fn`，`requires_grad` 为 `False`，并且是叶子张量。",
)
def _(run):
    c, x = run["c"], run["x"]
    return x.requires_grad and c.grad_fn is None and c.requires_grad is False and c.is_leaf


@claim(
    "clone.tensor-copy-warning",
    snippet="tensor_warning.py",
    en="Copy-constructing with `torch.tensor(x)` from an existing tensor emits a `UserWarning` that recommends `x.detach().clone()` (or `x.detach().clone().requires_grad_(True)`) instead.",
    zh="用 `torch.tensor(x)` 从已有张量复制构造时，会发出 `UserWarning`，建议改用 `x.detach().clone()`（或 `x.detach().clone().requires_grad_(True)`）。",
    torch=">=2.7",  # the warning recommended clone().detach() before 2.7
)
def _(run):
    return (
        "UserWarning: To copy construct from a tensor, it is recommended to use sourceTensor.detach().clone()" in run.output
        and "sourceTensor.detach().clone().requires_grad_(True)" in run.output
    )
