import torch

from tensorfacts.catalogue import TENSORS, contexts, ops, over, scoped, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import copy_advice, equal, printed, raised, raises, same_data, shares_storage, warned

NON_LEAF_WARNING = "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed"
LEAF_INPLACE_ERROR = "a leaf Variable that requires grad is being used in an in-place operation."
LEAF_VIEW_ERROR = "a view of a leaf Variable that requires grad is being used in an in-place operation."
RESIZE_ERROR = "cannot resize variables that require grad"
NO_GRAD_VIEW = "no_grad view of a leaf that requires grad"
INFERENCE_VIEW = "inference-mode view of a leaf that requires grad"
TENSOR_COPY_WARNING = "To copy construct from a tensor, it is recommended to use sourceTensor."


def stride_order(t):
    """The dimensions of ``t`` from the largest stride to the smallest."""
    return sorted(range(t.dim()), key=lambda d: -t.stride(d))


def dense(t):
    """Whether ``t`` covers its storage with no gap and no overlap."""
    return t.untyped_storage().nbytes() == t.numel() * t.element_size() and 0 not in t.stride()


def nonzero_order(t):
    """The dimensions of ``t`` longer than 1 whose stride is not 0, from the largest stride to the smallest."""
    return sorted((d for d in range(t.dim()) if t.stride(d) != 0 and t.size(d) > 1), key=lambda d: -t.stride(d))


def has_memory(t):
    """Whether ``t`` has elements in memory: a meta tensor has no memory, an empty one no element (its data pointer is 0)."""
    return t.device.type != "meta" and t.numel() > 0


def same_values(a, b):
    """Equal values (a meta tensor has none to compare)."""
    return a.device.type == "meta" or bool(torch.equal(a.cpu(), b.cpu()))


CLONE = ops("copy", only=("t.clone()",))
GRAD_ON = contexts(but=("torch.no_grad()", "inference mode"))
FLOAT_NO_GRAD = tuple(c.name for c in TENSORS if "float" in c.tags and "requires-grad" not in c.tags
                      and not {"ndarray", "module"} & c.tags)
"""The floating-point tensor cases that do not require grad."""


CHANNELS_LAST = ("channels_last", "channels_last slice", "channels_last_3d")
"""The tensor cases whose strides make torch suggest a channels_last (4-D) or channels_last_3d (5-D) memory format."""
TO_CONTIGUOUS = ops("same-if-unchanged", only=("t.to(memory_format=torch.contiguous_format)",))
LIKE = ops("like-factory", only=("torch.empty_like(t)", "torch.zeros_like(t)", "torch.ones_like(t)", "torch.full_like(t, 7)"))


def suggested_format(t):
    """The memory format torch infers from the strides of ``t`` (what ``to()`` and ``*_like`` compare against)."""
    from torch._prims_common import suggest_memory_format

    return suggest_memory_format(t)


def longer_than_one(t, strides):
    """``strides`` of the dimensions of ``t`` longer than 1 (a dimension of size 1 reaches no second element)."""
    return [s for size, s in zip(t.shape, strides) if size > 1]


# --- memory -----------------------------------------------------------------

@claim(
    "clone.same-contents",
    snippet="memory.py",
    over=over(tensors(), CLONE),
    en="`clone()` returns a tensor with the same values, dtype, device and shape as its source: `b` here, and the clone of each tensor of the catalogue (a meta tensor has no values to compare).",
    zh="`clone()` 返回的张量与源张量的值、数据类型（dtype）、设备和形状都相同：这里的 `b` 如此，目录中每个张量的克隆也都如此（meta 张量没有可比较的值）。",
)
def _(run):
    a, b = run["a"], run["b"]

    def holds(case):
        t, c = case.tensor, case.apply()
        return c.dtype == t.dtype and c.device == t.device and c.shape == t.shape and same_values(c, t)

    return (
        printed(run, "equal values: True")
        and equal(a[1:], b[1:])
        and b.dtype == a.dtype
        and b.device == a.device
        and b.shape == a.shape
        and run.each(holds)
    )


@claim(
    "clone.new-memory",
    snippet="memory.py",
    over=over(tensors(), CLONE),
    en="The clone lives in new memory (its data pointer differs from the source's), so writing to the clone leaves the source unchanged: `b[0] = 100.0` leaves `a` as it was, and so does a write to the clone of each tensor of the catalogue that has memory (an empty or a meta tensor has none).",
    zh="克隆出的张量位于新的内存中（数据指针与源张量不同），所以改写克隆不会影响源张量：`b[0] = 100.0` 之后 `a` 保持原样；对目录中每个有内存的张量（空张量和 meta 张量没有内存），改写它的克隆也都如此。",
)
def _(run):
    a, b = run["a"], run["b"]

    def holds(case):
        t = case.tensor
        before = t.detach().clone()
        c = case.apply()
        with torch.no_grad():
            c.fill_(100)
        if not has_memory(t):
            return c is not t
        return not shares_storage(c, t) and c.data_ptr() != t.data_ptr() and bool(torch.equal(t.detach(), before))

    return (
        not shares_storage(a, b)
        and equal(a, torch.tensor([1.0, 2.0, 3.0]))
        and equal(b, torch.tensor([100.0, 2.0, 3.0]))
        and run.each(holds)
    )


# --- autograd ---------------------------------------------------------------

@claim(
    "clone.in-graph",
    snippet="graph.py",
    over=over(tensors("requires-grad"), CLONE, GRAD_ON),
    en="A clone of a tensor that requires grad stays in the autograd graph: it has `requires_grad=True` and its `grad_fn` is `CloneBackward0`. So for `c = x.clone()` here and for the clone of each tensor of the catalogue that requires grad, in every context but `torch.no_grad()` and inference mode.",
    zh="对需要梯度的张量做克隆，结果仍留在计算图中：它带有 `requires_grad=True`，`grad_fn` 是 `CloneBackward0`。这里的 `c = x.clone()` 如此，目录中每个需要梯度的张量的克隆也都如此，在除 `torch.no_grad()` 和推理模式（inference mode）之外的每种上下文中都成立。",
)
def _(run):
    c = run["c"]

    def holds(case):
        r = case.apply()
        return r.requires_grad is True and r.grad_fn is not None and r.grad_fn.name() == "CloneBackward0"

    return c.requires_grad is True and c.grad_fn is not None and c.grad_fn.name() == "CloneBackward0" and run.each(holds)


@claim(
    "clone.not-leaf",
    snippet="graph.py",
    over=over(tensors("requires-grad"), CLONE, GRAD_ON),
    en="Such a clone is not a leaf tensor, even when its source is one: neither `c` nor the clone of each tensor of the catalogue that requires grad, leaves and a Parameter included, in every context but `torch.no_grad()` and inference mode.",
    zh="这样的克隆不是叶子张量，即使它的源张量是叶子张量：`c` 不是，目录中每个需要梯度的张量（包括叶子张量和 Parameter）的克隆也不是，在除 `torch.no_grad()` 和推理模式之外的每种上下文中都是如此。",
)
def _(run):
    return run["c"].is_leaf is False and run["x"].is_leaf is True and run.each(lambda case: case.apply().is_leaf is False)


@claim(
    "clone.grad-to-source",
    snippet="grad_flow.py",
    over=over(tensors("requires-grad", but=(NO_GRAD_VIEW, INFERENCE_VIEW)), ops("differentiable")),
    en="Backward through a computation on the clone fills the source leaf's `.grad`, exactly as if the computation had used the source directly: here `x.grad` equals `2 * x`. For each differentiable operation of the catalogue on each of its tensors that requires grad, the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out, the gradient with respect to the source is the same through a clone as without one.",
    zh="对克隆做的计算在反向传播时，梯度会写进源叶子张量的 `.grad`，结果与直接用源张量计算完全一样：这里 `x.grad` 等于 `2 * x`。对目录中每个需要梯度的张量（需要梯度的叶子张量在 no_grad 下取的视图（view）和需要梯度的叶子张量在推理模式下取的视图除外）做其中每种可微操作，经过克隆与不经过克隆得到的、关于源张量的梯度都相同。",
)
def _(run):
    x = run["x"]

    def same_gradient(case):
        t = case.tensor
        (direct,) = torch.autograd.grad(case.op.apply(t).sum(), t)
        (through,) = torch.autograd.grad(case.op.apply(t.clone()).sum(), t)
        return bool(torch.equal(direct, through))

    return x.grad is not None and equal(x.grad, 2 * x.detach()) and run.each(same_gradient)


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
    over=over(tensors(only=FLOAT_NO_GRAD), ops("clone-variant", only=("t.clone().requires_grad_()",))),
    en="A clone of a floating-point tensor that does not require grad, followed by `.requires_grad_()`, is a new leaf tensor with no `grad_fn`: the gradient goes to its own `.grad`, and the source's `.grad` stays `None`. So for `c` here and for each such tensor of the catalogue.",
    zh="对不需要梯度的浮点张量做克隆再调用 `.requires_grad_()`，得到的是没有 `grad_fn` 的新叶子张量：梯度写进它自己的 `.grad`，源张量的 `.grad` 仍是 `None`。这里的 `c` 如此，目录中每个这样的张量也都如此。",
)
def _(run):
    c, x = run["c"], run["x"]

    def holds(case):
        t, r = case.tensor, case.apply()
        if not (r.is_leaf and r.grad_fn is None and r.requires_grad):
            return False
        r.backward(torch.ones_like(r))
        return r.grad is not None and t.grad is None

    return c.is_leaf and c.grad_fn is None and c.grad is not None and equal(c.grad, 2 * x) and x.grad is None and run.each(holds)


@claim(
    "clone.leaf-inplace-error",
    snippet="leaf_inplace.py",
    over=over(scoped(tensors("requires-grad", "leaf", but=(NO_GRAD_VIEW, INFERENCE_VIEW)), "leaf view that requires grad"), ops("in-place", "in-place-more"), GRAD_ON),
    en="With autograd on, an in-place operation that writes values into a leaf tensor that requires grad raises `RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.`: `x += 1` here, and each in-place operation of the catalogue that writes values (arithmetic, `clamp_`, `copy_`, `fill_`, `zero_`, `neg_`, `exp_`, item assignment) on each of its leaves that require grad, a Parameter included and the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out, in every context but `torch.no_grad()` and inference mode. On a leaf that is a view, such as `torch.arange(1.0, 5.0)[:3].requires_grad_()`, the message is `RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.` instead.",
    zh="在自动求导（autograd）开启时，对需要梯度的叶子张量做写入数值的原地操作（in-place operation）会抛出 `RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.`（需要梯度的叶子张量被用于原地操作）：这里的 `x += 1` 如此，目录中每种写入数值的原地操作（算术运算、`clamp_`、`copy_`、`fill_`、`zero_`、`neg_`、`exp_`、元素赋值）作用在其中每个需要梯度的叶子张量（包括 Parameter，需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外）上也都如此，在除 `torch.no_grad()` 和推理模式之外的每种上下文中都成立。如果叶子张量本身是视图，例如 `torch.arange(1.0, 5.0)[:3].requires_grad_()`，错误信息则是 `RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.`（需要梯度的叶子张量的视图被用于原地操作）。",
)
def _(run):
    def refused(case):
        message = LEAF_VIEW_ERROR if case.tensor._is_view() else LEAF_INPLACE_ERROR
        try:
            case.apply()
        except RuntimeError as error:
            return type(error) is RuntimeError and str(error).startswith(message)
        return False

    return (raised(run, RuntimeError, LEAF_INPLACE_ERROR) and str(run.error).startswith(LEAF_INPLACE_ERROR)
            and run["x"].is_leaf and run.each(refused))


@claim(
    "clone.leaf-inplace-others",
    snippet="leaf_inplace_others.py",
    over=over(tensors("requires-grad", "leaf", but=(NO_GRAD_VIEW, INFERENCE_VIEW)), ops("detach-in-place", "in-place-no-write", "resize-in-place"), GRAD_ON),
    en="Not every method whose name ends in `_` writes values: on a leaf that requires grad and is not a view, `detach_()`, `requires_grad_(False)` and `share_memory_()` run without error (the first two leave it not requiring grad), while `resize_()` raises `RuntimeError: cannot resize variables that require grad`, even to the leaf's own shape. So for `x` here and for each leaf of the catalogue that requires grad and is not a view, a Parameter included and the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out, in every context but `torch.no_grad()` and inference mode.",
    zh="并非每个名字以 `_` 结尾的方法都会写入数值：对需要梯度、且本身不是视图的叶子张量，`detach_()`、`requires_grad_(False)` 和 `share_memory_()` 都能正常执行（前两个执行后它不再需要梯度），而 `resize_()` 会抛出 `RuntimeError: cannot resize variables that require grad`（不能调整需要梯度的变量的大小），即使调整到叶子张量自己的形状也是如此。这里的 `x` 如此，目录中每个需要梯度、且本身不是视图的叶子张量（包括 Parameter，需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外）也都如此，在除 `torch.no_grad()` 和推理模式之外的每种上下文中都成立。",
)
def _(run):
    def holds(case):
        t = case.tensor
        if case.op.name == "t.resize_(t.shape)":
            return raises(case.apply, RuntimeError, RESIZE_ERROR)
        case.apply()
        return t.requires_grad is (case.op.name == "t.share_memory_()")

    return (
        printed(run, "x.detach_(): no error, x.requires_grad False")
        and printed(run, "x.requires_grad_(False): no error, x.requires_grad False")
        and printed(run, "x.share_memory_(): no error, x.requires_grad True")
        and printed(run, f"x.resize_(x.shape): RuntimeError: {RESIZE_ERROR}")
        and run.each(holds)
    )


@claim(
    "clone.leaf-inplace-no-grad",
    snippet="leaf_inplace_no_grad.py",
    over=over(tensors("requires-grad", "leaf", but=(NO_GRAD_VIEW, INFERENCE_VIEW)), ops("in-place", "in-place-more"), contexts("torch.no_grad()")),
    en="Inside `torch.no_grad()` the same in-place operation on the leaf is allowed: it changes the leaf's values, and the leaf still requires grad. There each in-place operation of the catalogue writes into each of its leaves that require grad, a Parameter included and the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out (the version counter moves), and the leaf stays a leaf that requires grad.",
    zh="在 `torch.no_grad()` 中，对这个叶子张量做同样的原地操作是允许的：它会改变叶子张量的值，而叶子张量仍需要梯度。在那里，目录中每种原地操作都会写入其中每个需要梯度的叶子张量（包括 Parameter，需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外；版本计数器（version counter）随之变化），叶子张量仍是需要梯度的叶子张量。",
)
def _(run):
    x = run["x"]

    def holds(case):
        t = case.tensor
        version = t._version
        case.apply()
        return t.is_leaf and t.requires_grad and t.grad_fn is None and t._version > version

    return (
        run.error is None
        and equal(x.detach(), torch.tensor([2.0, 3.0, 4.0]))
        and x.is_leaf
        and x.requires_grad
        and x.grad_fn is None
        and run.each(holds)
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
    over=over(tensors("dense"), CLONE),
    en="By default `clone()` behaves like `memory_format=torch.preserve_format` and keeps the strides of a dense, non-overlapping source: a transposed tensor's clone has the same strides, and a channels_last tensor's clone is channels_last. So does the clone of each dense tensor of the catalogue, with or without `memory_format=torch.preserve_format`.",
    zh="`clone()` 默认的行为与 `memory_format=torch.preserve_format` 相同，会保留稠密且无重叠的源张量的步幅：转置张量的克隆步幅不变，channels_last 张量的克隆仍是 channels_last。目录中每个稠密张量的克隆也都如此，无论是否传入 `memory_format=torch.preserve_format`。",
)
def _(run):
    t, n = run["t"], run["n"]

    def holds(case):
        source = case.tensor
        return case.apply().stride() == source.stride() == source.clone(memory_format=torch.preserve_format).stride()

    return run.each(holds) and (
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
    over=over(tensors(), ops("clone-variant", only=("t.clone(memory_format=torch.contiguous_format)",))),
    en="So code that needs a contiguous tensor should ask for it: with `memory_format=torch.contiguous_format` the clone is contiguous, with row-major strides, for the transposed `t` and the channels_last `n` here and for each tensor of the catalogue.",
    zh="因此，需要连续张量的代码应当显式指定：传入 `memory_format=torch.contiguous_format` 时，这里转置的 `t` 和 channels_last 的 `n` 的克隆都是连续的，步幅按行主序排列；目录中的每个张量也都如此。",
)
def _(run):
    tc, nc, t, n = run["tc"], run["nc"], run["t"], run["n"]

    def holds(case):
        c = case.apply()
        return c.is_contiguous() and c is not case.tensor and same_values(c, case.tensor)

    return run.each(holds) and (
        not t.is_contiguous() and not n.is_contiguous()
        and tc.is_contiguous() and tc.stride() == (2, 1)
        and nc.is_contiguous() and nc.stride() == (12, 4, 2, 1)
    )


@claim(
    "clone.not-dense-order",
    snippet="not_dense.py",
    over=over(tensors("sliced"), CLONE),
    en="A source with gaps, such as the slice `x[:, :, ::2]` of a channels_last tensor `x`, cannot keep its strides; the default clone is then dense and follows the order of the source's strides rather than becoming contiguous: the clone of `s` is channels_last and the clone of the transposed slice `t` is column-major, while `contiguous()` makes both row-major. So for the clone of each slice with a step in the catalogue.",
    zh="有空隙的源张量，例如 channels_last 张量 `x` 的切片 `x[:, :, ::2]`，无法保留原来的步幅；此时默认的克隆是稠密的，并沿用源张量步幅的大小顺序，而不是变成连续的：`s` 的克隆是 channels_last，转置后切片得到的 `t` 的克隆按列主序（column-major）排列，而 `contiguous()` 把两者都变成行主序（row-major）。目录中每个带步长的切片的克隆也都如此。",
)
def _(run):
    s, sc, t, tc = run["s"], run["sc"], run["t"], run["tc"]

    def holds(case):
        source, c = case.tensor, case.apply()
        return (not dense(source) and dense(c) and c.stride() != source.stride()
                and stride_order(c) == stride_order(source) and same_values(c, source))

    return run.each(holds) and (
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
    zh="`x.clone().detach()` 与 `x.detach().clone()` 的结果相同：值相等，位于与 `x` 无关的新内存中，`requires_grad=False`，并且是叶子张量（leaf tensor）。",
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
    zh="两者的差别在中间一步：`x.clone().detach()` 中，克隆会先被记录进计算图（autograd graph；中间结果的 `grad_fn` 是 `CloneBackward0`），随后才被丢弃；而 `x.detach().clone()` 中，克隆作用在不需要梯度的张量上，什么都不会记录。",
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
    over=over(tensors("requires-grad", "leaf"), CLONE, contexts("torch.no_grad()", "inference mode")),
    en="Inside `torch.no_grad()`, `x.clone()` records nothing even when `x` requires grad: the result has no `grad_fn`, `requires_grad=False`, and is a leaf, so there the two orders are equivalent. So does the clone of each leaf of the catalogue that requires grad, a Parameter included, inside `torch.no_grad()` and in inference mode.",
    zh="在 `torch.no_grad()` 中，即使 `x` 需要梯度，`x.clone()` 也什么都不记录：结果没有 `grad_fn`，`requires_grad=False`，并且是叶子张量，所以在这里两种顺序是等价的。目录中每个需要梯度的叶子张量（包括 Parameter）的克隆，在 `torch.no_grad()` 中和推理模式下也都如此。",
)
def _(run):
    c, x = run["c"], run["x"]

    def holds(case):
        r = case.apply()
        return case.tensor.requires_grad and r.grad_fn is None and r.requires_grad is False and r.is_leaf

    return x.requires_grad and c.grad_fn is None and c.requires_grad is False and c.is_leaf and run.each(holds)


@claim(
    "clone.tensor-copies",
    snippet="tensor_warning.py",
    over=over(tensors(but=("meta",)), ops("from-array", only=("torch.tensor(t)",)), contexts()),
    en="Copy-constructing with `torch.tensor(x)` from an existing tensor emits a `UserWarning` starting with `To copy construct from a tensor, it is recommended to use sourceTensor.`, and returns a tensor that does not require grad, on the device of `x` when no default device is set: a copy in new memory, so for `y` here and for `torch.tensor(t)` on each tensor of the catalogue but the meta one, whose result holds no data to compare (an empty one has no memory to compare), in each context of the catalogue but one. Under a default device meta the result is a meta tensor, on that default device rather than on the device of `t`, and holds no data; the warning is emitted all the same.",
    zh="用 `torch.tensor(x)` 从已有张量复制构造，会发出以 `To copy construct from a tensor, it is recommended to use sourceTensor.` 开头的 `UserWarning`（建议改用另一种复制写法），并返回一个不需要梯度的张量；没有设置默认设备时，它位于 `x` 所在的设备上：它是位于新内存中的副本。这里的 `y` 如此，对目录中的每个张量调用 `torch.tensor(t)` 也都如此（空张量没有可比较的内存），只有 meta 张量除外，它的结果不存数据，无从比较；目录中的上下文除一种以外也都如此。默认设备为 meta 时，结果是位于这个默认设备上、而不是 `t` 所在设备上的 meta 张量，不存数据，但警告照样发出。",
)
def _(run):
    x, y = run["x"], run["y"]

    def holds(case):
        t, r = case.tensor, case.apply()
        warns = any(category == "UserWarning" and TENSOR_COPY_WARNING in message for category, message in case.warnings)
        # under a default device meta the result is on it, elsewhere on the device of t (no default device set on
        # the CPU; elsewhere t is built on the default device)
        default_meta = case.context is not None and case.context.name == "default device meta"
        on_device = (r.device.type == "meta" and t.device.type != "meta") if default_meta else r.device == t.device
        if r.device.type == "meta":
            return warns and on_device and r.requires_grad is False and r.shape == t.shape
        copied = not has_memory(t) or (not shares_storage(r, t) and r._base is None)
        return warns and on_device and copied and r.requires_grad is False and same_values(r, t.detach())

    return run.each(holds) and (
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


@claim(
    "clone.tensor-meta-source",
    snippet="tensor_meta.py",
    en="With no default device set, `torch.tensor(m)` on the meta tensor `m = torch.ones(3, device=\"meta\")` emits the same `UserWarning` and returns a meta tensor, on the device of `m`: it has no data to copy, and none is asked for.",
    zh="没有设置默认设备时，对 meta 张量 `m = torch.ones(3, device=\"meta\")` 调用 `torch.tensor(m)` 会发出同一条 `UserWarning`，并返回一个 meta 张量，位于 `m` 所在的设备上：它没有可复制的数据，也不需要复制数据。",
)
def _(run):
    m, n = run["m"], run["n"]
    return (
        warned(run, "UserWarning", TENSOR_COPY_WARNING)
        and m.device.type == "meta"
        and n.device.type == "meta"
        and n is not m
        and n.shape == m.shape
        and not n.requires_grad
        and printed(run, "n.device: meta")
    )


# --- expanded sources, *_like and .to(memory_format=...) -----------------------------------


@claim(
    "clone.expanded-layout",
    snippet="expanded.py",
    over=over(tensors("overlapping"), CLONE),
    en="An expanded source, whose stride 0 makes several elements share one memory location, is not dense either: its clone has one memory location per element and keeps the order of the source's non-zero strides. So `e.clone().stride()` is `(4, 1)`, contiguous, while the clone of the expanded transpose `et`, whose strides are `(0, 1, 4)`, has strides `(12, 1, 4)` and is not contiguous; and so for the clone of each expanded tensor of the catalogue whose elements share locations.",
    zh="扩展（expand）得到的源张量因为步幅为 0，多个元素共享同一个内存位置，所以同样不是稠密的：它的克隆每个元素各占一个内存位置，并保持源张量非零步幅的大小顺序。因此 `e.clone().stride()` 是 `(4, 1)`，是连续的；而扩展后的转置 `et` 的步幅是 `(0, 1, 4)`，它的克隆步幅是 `(12, 1, 4)`，不是连续的；目录中每个元素共享内存位置的扩展张量的克隆也都如此。",
)
def _(run):
    e, et = run["e"], run["et"]
    ce, cet, _ = run["results"]["clone()"]

    def holds(case):
        source, c = case.tensor, case.apply()
        order = nonzero_order(source)
        return (0 in source.stride() and dense(c) and c.stride() != source.stride()
                and sorted(order, key=lambda d: -c.stride(d)) == order and same_values(c, source))

    return (
        0 in e.stride() and ce.stride() == (4, 1) and ce.is_contiguous() and dense(ce) and equal(ce, e)
        and et.stride() == (0, 1, 4) and cet.stride() == (12, 1, 4) and not cet.is_contiguous() and equal(cet, et)
        and run.each(holds)
    )


@claim(
    "clone.like-same-layout",
    snippet="expanded.py",
    over=over(tensors(but=("meta",)), LIKE),
    en="On a tensor that holds data, `torch.empty_like` and `torch.zeros_like`, with their default memory format, lay out their result exactly as `clone()` does: contiguous for the expanded `e`, `(12, 1, 4)` for `et`, and in the source's stride order for the slice `s`; `torch.empty_like`, `torch.zeros_like`, `torch.ones_like` and `torch.full_like` give the strides of `clone()` on each tensor of the catalogue but the meta one (next) ([pytorch/pytorch#156644](https://github.com/pytorch/pytorch/issues/156644), [pytorch/pytorch#158022](https://github.com/pytorch/pytorch/issues/158022)).",
    zh="对存有数据的张量，`torch.empty_like` 和 `torch.zeros_like` 在默认内存格式（memory format）下给结果安排的布局（layout）与 `clone()` 完全相同：对扩展得到的 `e` 是连续的，对 `et` 是 `(12, 1, 4)`，对切片 `s` 则沿用源张量步幅的大小顺序；在目录中除 meta 张量（见下文）以外的每个张量上，`torch.empty_like`、`torch.zeros_like`、`torch.ones_like` 和 `torch.full_like` 给出的步幅都与 `clone()` 相同（[pytorch/pytorch#156644](https://github.com/pytorch/pytorch/issues/156644)、[pytorch/pytorch#158022](https://github.com/pytorch/pytorch/issues/158022)）。",
)
def _(run):
    e, s = run["e"], run["s"]
    (ce, cet, cs) = run["results"]["clone()"]
    return (
        not dense(s)
        and cs.stride() != s.stride()
        and stride_order(cs) == stride_order(s)
        and not cs.is_contiguous()
        and all(
            le.stride() == ce.stride() and let.stride() == cet.stride() and ls.stride() == cs.stride()
            for code, (le, let, ls) in run["results"].items()
            if code != "clone()"
        )
        and ce.is_contiguous()
        and 0 in e.stride()
        and run.each(lambda case: case.apply().stride() == case.tensor.clone().stride())
    )


@claim(
    "clone.like-meta",
    snippet="expanded.py",
    over=over(scoped(tensors(only=("meta",)), "meta slice of one element", "meta sliced with a step"), LIKE),
    en="On the meta device they can differ from `clone()` along a dimension of size 1: for the meta slice of one element `ms = torch.ones(2, device=\"meta\")[::2]`, `ms.clone().stride()` is `(2,)` while `torch.empty_like(ms)` and `torch.zeros_like(ms)` have strides `(1,)`. Along each dimension longer than 1, `torch.empty_like`, `torch.zeros_like`, `torch.ones_like` and `torch.full_like` give the strides of `clone()` on the meta tensor of the catalogue, on `ms` and on a transposed meta slice with a step.",
    zh="在 meta 设备上，它们在长度为 1 的维度上可能与 `clone()` 不同：对只有一个元素的 meta 切片 `ms = torch.ones(2, device=\"meta\")[::2]`，`ms.clone().stride()` 是 `(2,)`，而 `torch.empty_like(ms)` 和 `torch.zeros_like(ms)` 的步幅是 `(1,)`。在每个长度大于 1 的维度上，`torch.empty_like`、`torch.zeros_like`、`torch.ones_like` 和 `torch.full_like` 在目录中的 meta 张量、`ms` 以及一个转置后的间隔切片 meta 张量上给出的步幅都与 `clone()` 相同。",
)
def _(run):
    ms = run["ms"]

    def along_longer_dims(case):
        t, r = case.tensor, case.apply()
        return t.device.type == "meta" and t.numel() > 0 and longer_than_one(t, r.stride()) == longer_than_one(t, t.clone().stride())

    return (
        ms.device.type == "meta" and ms.clone().stride() == (2,)
        and torch.empty_like(ms).stride() == torch.zeros_like(ms).stride() == (1,)
        and printed(run, "meta ms.clone().stride(): (2,)  torch.empty_like(ms).stride(): (1,)  torch.zeros_like(ms).stride(): (1,)")
        and run.each(along_longer_dims)
    )


@claim(
    "clone.to-memory-format-noop",
    snippet="to_memory_format.py",
    over=over(tensors(but=CHANNELS_LAST), TO_CONTIGUOUS),
    en="`t.to(memory_format=torch.contiguous_format)` does not make a transposed `t` contiguous: with no dtype or device to change, `to()` returns `t` itself, strides unchanged, as it does on each tensor of the catalogue whatever its strides, except the three whose strides make torch suggest a channels_last memory format (next): the channels_last tensor, the channels_last slice and the channels_last_3d tensor. `t.contiguous()`, or the same `to()` call with `copy=True` added, gives row-major strides.",
    zh="`t.to(memory_format=torch.contiguous_format)` 不会让转置后的 `t` 变成连续的：数据类型和设备都不用改变时，`to()` 直接返回 `t` 本身，步幅（stride）不变；对目录中的每个张量，不论其步幅如何，它都是这样，只有三个例外：它们的步幅使 torch 推断出 channels_last 类的内存格式（见下文），即 channels_last 张量、channels_last 张量的切片和 channels_last_3d 张量。`t.contiguous()`，或者在同一个 `to()` 调用中加上 `copy=True`，会得到行主序（row-major）的步幅。",
)
def _(run):
    t, r, copied = run["t"], run["r"], run["copied"]

    def returned_itself(case):
        return case.apply() is case.tensor and suggested_format(case.tensor) == torch.contiguous_format

    return (
        run.each(returned_itself)
        and r is t
        and not r.is_contiguous()
        and copied.is_contiguous()
        and copied.stride() == (2, 1)
        and t.contiguous().stride() == (2, 1)
        and printed(run, "t.contiguous().stride(): (2, 1)")
    )


@claim(
    "clone.to-memory-format-copies",
    snippet="to_memory_format.py",
    over=over(tensors(only=CHANNELS_LAST), TO_CONTIGUOUS),
    en="Where the strides suggest a channels_last memory format, the same call copies, into row-major strides: on the 4-D channels_last `n` and the 5-D channels_last_3d `v` here, and on the channels_last tensor, the channels_last slice and the channels_last_3d tensor of the catalogue. The boundary is the suggested memory format, not the number of dimensions.",
    zh="如果步幅使 torch 推断出 channels_last 类的内存格式，同样的调用就会复制，得到行主序的步幅：这里 4 维、channels_last 的 `n` 和 5 维、channels_last_3d 的 `v` 如此，目录中的 channels_last 张量、channels_last 张量的切片和 channels_last_3d 张量也都如此。分界在于推断出的内存格式，而不在于维数。",
)
def _(run):
    n, rn, v, rv = run["n"], run["rn"], run["v"], run["rv"]

    def copied(case):
        t, c = case.tensor, case.apply()
        return (c is not case.tensor and c.is_contiguous() and not shares_storage(c, t) and same_values(c, t)
                and suggested_format(t) in (torch.channels_last, torch.channels_last_3d))

    return (
        n.dim() == 4 and rn is not n and rn.is_contiguous() and not shares_storage(rn, n)
        and v.dim() == 5 and rv is not v and rv.is_contiguous() and not shares_storage(rv, v)
        and suggested_format(n) == torch.channels_last and suggested_format(v) == torch.channels_last_3d
        and run.each(copied)
    )


# --- the reader's question: clone().detach() or detach().clone()? --------------------------

@claim(
    "clone.order-answer",
    snippet="orders_compared.py",
    en="Either order works: `x.clone().detach()` and `x.detach().clone()` both give an equal copy in new memory of the same size ({nbytes} bytes here) that does not require grad, but only `x.detach().clone()` records no clone in the autograd graph on the way, so prefer it.",
    zh="两种顺序都可以：`x.clone().detach()` 和 `x.detach().clone()` 得到的都是值相等、位于同样大小新内存中（这里是 {nbytes} 字节）、不需要梯度的副本；但只有 `x.detach().clone()` 在过程中不把克隆记录进计算图，所以优先用它。",
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
