import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import copy_advice, equal, printed, raised, same_data, shares_storage, warned

NON_LEAF_WARNING = "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed"
LEAF_INPLACE_ERROR = "a leaf Variable that requires grad is being used in an in-place operation."
TENSOR_COPY_WARNING = "To copy construct from a tensor, it is recommended to use sourceTensor."


def stride_order(t):
    """The dimensions of ``t`` from the largest stride to the smallest."""
    return sorted(range(t.dim()), key=lambda d: -t.stride(d))


def dense(t):
    """Whether ``t`` covers its storage with no gap and no overlap."""
    return t.untyped_storage().nbytes() == t.numel() * t.element_size() and 0 not in t.stride()


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
        printed(run, "equal values: True")
        and equal(a[1:], b[1:])
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
        not shares_storage(a, b)
        and equal(a, torch.tensor([1.0, 2.0, 3.0]))
        and equal(b, torch.tensor([100.0, 2.0, 3.0]))
    )


# --- autograd ---------------------------------------------------------------

@claim(
    "clone.in-graph",
    snippet="graph.py",
    en="A clone of a tensor that requires grad stays in the autograd graph: it has `requires_grad=True` and its `grad_fn` is `CloneBackward0`.",
    zh="对需要梯度的张量做克隆，结果仍留在计算图中：它带有 `requires_grad=True`，`grad_fn` 是 `CloneBackward0`。",
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
    return x.grad is not None and equal(x.grad, 2 * x.detach())


@claim(
    "clone.grad-none-warns",
    snippet="grad_flow.py",
    en="The clone's own `.grad` stays `None`, and reading it emits a `UserWarning` that it is not a leaf tensor.",
    zh="克隆自身的 `.grad` 仍是 `None`，而且读取它会发出 `UserWarning`，提示它不是叶子张量。",
)
def _(run):
    return run["c_grad"] is None and warned(run, "UserWarning", NON_LEAF_WARNING)


@claim(
    "clone.retain-grad",
    snippet="retain_grad.py",
    en="After `c.retain_grad()`, the clone keeps its gradient too: `c.grad` is filled with the same values as `x.grad`.",
    zh="调用 `c.retain_grad()` 之后，克隆也会保留自己的梯度：`c.grad` 被填入与 `x.grad` 相同的值。",
)
def _(run):
    x, c = run["x"], run["c"]
    return (
        c.grad is not None
        and x.grad is not None
        and equal(c.grad, x.grad)
        and not same_data(c.grad, x.grad)
        and not warned(run, "UserWarning", NON_LEAF_WARNING)
    )


@claim(
    "clone.source-only",
    snippet="source_only.py",
    en="The path runs only from the clone back to its source: a computation that uses only the source fills `x.grad`, while `c.grad` stays `None` even with `retain_grad()`.",
    zh="这条路径只从克隆通往源张量：只用到源张量的计算会填入 `x.grad`，而 `c.grad` 即使调用了 `retain_grad()` 也仍是 `None`。",
)
def _(run):
    return run["x"].grad is not None and run["c"].grad is None


@claim(
    "clone.new-leaf",
    snippet="new_leaf.py",
    en="A clone of a tensor that does not require grad, followed by `.requires_grad_()`, is a new leaf tensor with no `grad_fn`: the gradient goes to its own `.grad`, and the source's `.grad` stays `None`.",
    zh="对不需要梯度的张量做克隆再调用 `.requires_grad_()`，得到的是没有 `grad_fn` 的新叶子张量：梯度写进它自己的 `.grad`，源张量的 `.grad` 仍是 `None`。",
)
def _(run):
    c, x = run["c"], run["x"]
    return c.is_leaf and c.grad_fn is None and c.grad is not None and equal(c.grad, 2 * x) and x.grad is None


@claim(
    "clone.leaf-inplace-error",
    snippet="leaf_inplace.py",
    en="With autograd on, an in-place operation on a leaf tensor that requires grad raises `RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.`",
    zh="在自动求导开启时，对需要梯度的叶子张量做原地操作会抛出 `RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.`（需要梯度的叶子张量被用于原地操作）。",
)
def _(run):
    return raised(run, RuntimeError, LEAF_INPLACE_ERROR) and run["x"].is_leaf


@claim(
    "clone.leaf-inplace-no-grad",
    snippet="leaf_inplace_no_grad.py",
    en="Inside `torch.no_grad()` the same in-place operation on the leaf is allowed: it changes the leaf's values, and the leaf still requires grad.",
    zh="在 `torch.no_grad()` 中，对这个叶子张量做同样的原地操作是允许的：它会改变叶子张量的值，而叶子张量仍需要梯度。",
)
def _(run):
    x = run["x"]
    return (
        run.error is None
        and equal(x.detach(), torch.tensor([2.0, 3.0, 4.0]))
        and x.is_leaf
        and x.requires_grad
        and x.grad_fn is None
    )


@claim(
    "clone.inplace-on-clone",
    snippet="clone_inplace.py",
    en="With autograd on, the same in-place operation on a clone of that leaf is allowed, leaves the leaf's values unchanged, and backward still reaches the leaf through it: here `x.grad` equals `2 * (x + 1)`.",
    zh="在自动求导开启时，对这个叶子张量的克隆做同样的原地操作是允许的，叶子张量的值不变，反向传播也仍会经由克隆到达叶子张量：这里 `x.grad` 等于 `2 * (x + 1)`。",
)
def _(run):
    x, c = run["x"], run["c"]
    return (
        equal(x.detach(), torch.tensor([1.0, 2.0, 3.0]))
        and not shares_storage(x, c)
        and x.grad is not None
        and equal(x.grad, 2 * (x.detach() + 1))
    )


# --- memory format ----------------------------------------------------------

@claim(
    "clone.preserve-format",
    snippet="preserve_format.py",
    en="By default `clone()` behaves like `memory_format=torch.preserve_format` and keeps the strides of a dense, non-overlapping source: a transposed tensor's clone has the same strides, and a channels_last tensor's clone is channels_last.",
    zh="`clone()` 默认的行为与 `memory_format=torch.preserve_format` 相同，会保留稠密且无重叠的源张量的步幅：转置张量的克隆步幅不变，channels_last 张量的克隆仍是 channels_last。",
)
def _(run):
    t, n = run["t"], run["n"]
    return (
        printed(run, f"t.clone().stride(): {t.stride()}")
        and printed(run, f"preserve_format: {t.stride()}")
        and not t.is_contiguous()
        and not t.clone().is_contiguous()
        and n.clone().stride() == n.stride()
        and n.clone().is_contiguous(memory_format=torch.channels_last)
        and not n.clone().is_contiguous()
    )


@claim(
    "clone.contiguous-format",
    snippet="contiguous_format.py",
    en="So code that needs a contiguous tensor should ask for it: with `memory_format=torch.contiguous_format` the clone is contiguous, with row-major strides, both for a transposed tensor and for a channels_last one.",
    zh="因此，需要连续张量的代码应当显式指定：传入 `memory_format=torch.contiguous_format` 时，无论是转置张量还是 channels_last 张量，克隆都是连续的，步幅按行主序排列。",
)
def _(run):
    tc, nc, t, n = run["tc"], run["nc"], run["t"], run["n"]
    return (
        not t.is_contiguous() and not n.is_contiguous()
        and tc.is_contiguous() and tc.stride() == (2, 1)
        and nc.is_contiguous() and nc.stride() == (12, 4, 2, 1)
    )


@claim(
    "clone.not-dense-order",
    snippet="not_dense.py",
    en="A source with gaps, such as the slice `x[:, :, ::2]` of a channels_last tensor `x`, cannot keep its strides; the default clone is then dense and follows the order of the source's strides rather than becoming contiguous: the clone of `s` is channels_last and the clone of the transposed slice `t` is column-major, while `contiguous()` makes both row-major.",
    zh="有空隙的源张量，例如 channels_last 张量 `x` 的切片 `x[:, :, ::2]`，无法保留原来的步幅；此时默认的克隆是稠密的，并沿用源张量步幅的大小顺序，而不是变成连续的：`s` 的克隆是 channels_last，转置后切片得到的 `t` 的克隆按列主序排列，而 `contiguous()` 把两者都变成行主序。",
)
def _(run):
    s, sc, t, tc = run["s"], run["sc"], run["t"], run["tc"]
    return (
        not dense(s) and not dense(t)
        and dense(sc) and dense(tc)
        and sc.stride() != s.stride() and tc.stride() != t.stride()
        and stride_order(sc) == stride_order(s) and stride_order(tc) == stride_order(t)
        and sc.is_contiguous(memory_format=torch.channels_last) and not sc.is_contiguous()
        and not tc.is_contiguous() and tc.stride() == (1, t.shape[0])
        and s.contiguous().is_contiguous() and t.contiguous().is_contiguous()
        and equal(sc, s) and equal(tc, t)
    )


# --- clone().detach() vs detach().clone() ----------------------------------

@claim(
    "clone.detach-both-orders",
    snippet="both_orders.py",
    en="`x.clone().detach()` and `x.detach().clone()` give the same result: equal values, new memory independent of `x`, `requires_grad=False`, and a leaf tensor.",
    zh="`x.clone().detach()` 与 `x.detach().clone()` 的结果相同：值相等，位于与 `x` 无关的新内存中，`requires_grad=False`，并且是叶子张量。",
)
def _(run):
    a, b, x = run["a"], run["b"], run["x"]
    return (
        printed(run, "equal values: True")
        and not shares_storage(a, x) and not shares_storage(b, x)
        and equal(x.detach(), torch.tensor([1.0, 2.0, 3.0]))
        and not a.requires_grad and not b.requires_grad
        and a.is_leaf and b.is_leaf
    )


@claim(
    "clone.order-intermediate",
    snippet="order.py",
    en="They differ in the intermediate step: in `x.clone().detach()` the clone is recorded in the autograd graph (the intermediate has `grad_fn` `CloneBackward0`) and then dropped, while in `x.detach().clone()` the clone runs on a tensor that does not require grad, so nothing is recorded.",
    zh="两者的差别在中间一步：`x.clone().detach()` 中，克隆会先被记录进计算图（中间结果的 `grad_fn` 是 `CloneBackward0`），随后才被丢弃；而 `x.detach().clone()` 中，克隆作用在不需要梯度的张量上，什么都不会记录。",
)
def _(run):
    return (
        run["first_clone"].grad_fn is not None
        and run["first_clone"].grad_fn.name() == "CloneBackward0"
        and run["first_detach"].requires_grad is False
        and printed(run, "x.detach().clone().grad_fn: None")
    )


@claim(
    "clone.no-grad",
    snippet="no_grad.py",
    en="Inside `torch.no_grad()`, `x.clone()` records nothing even when `x` requires grad: the result has no `grad_fn`, `requires_grad=False`, and is a leaf, so there the two orders are equivalent.",
    zh="在 `torch.no_grad()` 中，即使 `x` 需要梯度，`x.clone()` 也不会记录任何东西：结果没有 `grad_fn`，`requires_grad=False`，并且是叶子张量，所以在这里两种顺序是等价的。",
)
def _(run):
    c, x = run["c"], run["x"]
    return x.requires_grad and c.grad_fn is None and c.requires_grad is False and c.is_leaf


@claim(
    "clone.tensor-copies",
    snippet="tensor_warning.py",
    en="Copy-constructing with `torch.tensor(x)` from an existing tensor emits a `UserWarning` starting with `To copy construct from a tensor, it is recommended to use sourceTensor.`, and makes a copy in new memory that does not require grad.",
    zh="用 `torch.tensor(x)` 从已有张量复制构造，会发出以 `To copy construct from a tensor, it is recommended to use sourceTensor.` 开头的 `UserWarning`（建议改用另一种复制写法），并得到位于新内存中、不需要梯度的副本。",
)
def _(run):
    x, y = run["x"], run["y"]
    return (
        warned(run, "UserWarning", TENSOR_COPY_WARNING)
        and not shares_storage(x, y)
        and equal(x.detach(), torch.tensor([1.0, 2.0, 3.0]))
        and x.requires_grad
        and not y.requires_grad
    )


@claim(
    "clone.tensor-copy-warning",
    snippet="tensor_warning.py",
    en="Since PyTorch 2.7 the warning recommends `sourceTensor.detach().clone()` (or `sourceTensor.detach().clone().requires_grad_(True)`), the order that records no intermediate clone ([pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)).",
    zh="从 PyTorch 2.7 起，这条警告建议改用 `sourceTensor.detach().clone()`（或 `sourceTensor.detach().clone().requires_grad_(True)`），也就是不会记录中间克隆的那种顺序（[pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)）。",
    torch=">=2.7",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.detach().clone()", "sourceTensor.detach().clone().requires_grad_(True)")


@claim(
    "clone.tensor-copy-advice-old",
    snippet="tensor_warning.py",
    en="Before PyTorch 2.7 it recommended the other order, `sourceTensor.clone().detach()` (or `sourceTensor.clone().detach().requires_grad_(True)`) ([pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)).",
    zh="PyTorch 2.7 之前，它建议的是另一种顺序：`sourceTensor.clone().detach()`（或 `sourceTensor.clone().detach().requires_grad_(True)`）（[pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)）。",
    torch="<2.7",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.clone().detach()", "sourceTensor.clone().detach().requires_grad_(True)")


# --- expanded sources, *_like and .to(memory_format=...) -----------------------------------

@claim(
    "clone.expanded-contiguous",
    snippet="expanded.py",
    en="An expanded source, whose stride 0 makes several elements share one memory location, is not dense either, and its clone is contiguous: `e.clone().stride()` is `(4, 1)`, one memory location per element.",
    zh="扩展（expand）得到的源张量因为步幅为 0，多个元素共享同一个内存位置，所以同样不是稠密的，它的克隆是连续的：`e.clone().stride()` 是 `(4, 1)`，每个元素各占一个内存位置。",
)
def _(run):
    e = run["e"]
    c = run["results"]["clone()"][0]
    return 0 in e.stride() and c.stride() == (4, 1) and c.is_contiguous() and dense(c) and equal(c, e)


@claim(
    "clone.like-same-layout",
    snippet="expanded.py",
    en="`torch.empty_like` and `torch.zeros_like`, with their default memory format, lay out their result exactly as `clone()` does: contiguous for the expanded `e`, and in the source's stride order for the slice `s` ([pytorch/pytorch#156644](https://github.com/pytorch/pytorch/issues/156644), [pytorch/pytorch#158022](https://github.com/pytorch/pytorch/issues/158022)).",
    zh="`torch.empty_like` 和 `torch.zeros_like` 在默认内存格式下给结果安排的布局与 `clone()` 完全相同：对扩展得到的 `e` 是连续的，对切片 `s` 则沿用源张量步幅的大小顺序（[pytorch/pytorch#156644](https://github.com/pytorch/pytorch/issues/156644)、[pytorch/pytorch#158022](https://github.com/pytorch/pytorch/issues/158022)）。",
)
def _(run):
    e, s = run["e"], run["s"]
    (ce, cs) = run["results"]["clone()"]
    return (
        not dense(s)
        and cs.stride() != s.stride()
        and stride_order(cs) == stride_order(s)
        and not cs.is_contiguous()
        and all(
            le.stride() == ce.stride() and ls.stride() == cs.stride()
            for code, (le, ls) in run["results"].items()
            if code != "clone()"
        )
        and ce.is_contiguous()
        and 0 in e.stride()
    )


@claim(
    "clone.to-memory-format-noop",
    snippet="to_memory_format.py",
    en="`t.to(memory_format=torch.contiguous_format)` does not make a transposed `t` contiguous: with no dtype or device to change, `to()` returns `t` itself, strides unchanged; `t.contiguous()`, or `to()` with `copy=True`, gives row-major strides.",
    zh="`t.to(memory_format=torch.contiguous_format)` 不会让转置后的 `t` 变成连续的：dtype 和设备都不用改变时，`to()` 直接返回 `t` 本身，步幅不变；`t.contiguous()`，或者带 `copy=True` 的 `to()`，才会得到行主序的步幅。",
)
def _(run):
    t, r, copied = run["t"], run["r"], run["copied"]
    return (
        r is t
        and not r.is_contiguous()
        and copied.is_contiguous()
        and copied.stride() == (2, 1)
        and t.contiguous().stride() == (2, 1)
        and printed(run, "t.contiguous().stride(): (2, 1)")
    )


# --- the reader's question: clone().detach() or detach().clone()? --------------------------

@claim(
    "clone.order-answer",
    snippet="orders_compared.py",
    en="Either order works: `x.clone().detach()` and `x.detach().clone()` both give an equal copy in new memory of the same size ({nbytes} bytes here) that does not require grad, but only `x.detach().clone()` never records the clone in the autograd graph, so prefer it.",
    zh="两种顺序都可以：`x.clone().detach()` 和 `x.detach().clone()` 得到的都是值相等、位于同样大小新内存中（这里是 {nbytes} 字节）、不需要梯度的副本；但只有 `x.detach().clone()` 从头到尾不会把克隆记录进计算图，所以优先用它。",
)
def _(run):
    x, a, b, first = run["x"], run["a"], run["b"], run["first"]
    return (
        equal(a, b)
        and not shares_storage(a, x) and not shares_storage(b, x) and not shares_storage(a, b)
        and a.untyped_storage().nbytes() == b.untyped_storage().nbytes() == run["nbytes"] == 12
        and not a.requires_grad and not b.requires_grad
        and first.grad_fn is not None and first.grad_fn.name() == "CloneBackward0"
        and run["second"].grad_fn is None and b.grad_fn is None
    )
