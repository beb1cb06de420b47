import warnings

import torch

from tensorfacts.catalogue import Tally, contexts, ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, shares_storage, warned

GRAD_ON = contexts(but=("torch.no_grad()", "inference mode"))
"""The contexts tried with grad mode on (torch.set_grad_enabled(False) is picked by name only)."""

NO_GRAD_VIEW = "no_grad view of a leaf that requires grad"
INFERENCE_VIEW = "inference-mode view of a leaf that requires grad"
"""A view taken under torch.no_grad() of a leaf that requires grad: a leaf that requires grad that no backward pass fills."""

LEAVES = tensors(only=tuple(c.name for c in tensors("requires-grad", "leaf").items) + ("complex leaf that requires grad",),
                 but=(NO_GRAD_VIEW, INFERENCE_VIEW))
"""The leaves that require grad, floating-point or complex, the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out."""


def _real_sum(t):
    """A real scalar from ``t`` (``backward()`` needs one): its sum, of the real part when ``t`` is complex."""
    return (t.real if t.is_complex() else t).sum()


# columns of each row in table.py
NEW_OBJECT, NEW_STORAGE, REQUIRES_GRAD, GRAD_FN, IS_LEAF, VERSION, GRAD = range(7)


def _where(rows, column, value):
    return {expr for expr, row in rows.items() if row[column] == value}


@claim(
    "copying.table-storage",
    snippet="table.py",
    en="For the table's `a`, a leaf that requires grad, only `b = a`, `a.detach()` and `a.data` leave `b` on `a`'s memory; the other five ways copy the data to new memory.",
    zh="对表中的 `a`（一个需要梯度的叶子张量（leaf tensor）），只有 `b = a`、`a.detach()` 和 `a.data` 让 `b` 仍使用 `a` 的内存；其余五种方式都会把数据复制到新的内存里。",
)
def _(run):
    rows = run["rows"]
    return len(rows) == 8 and _where(rows, NEW_STORAGE, False) == {"b = a", "a.detach()", "a.data"}


@claim(
    "copying.table-graph",
    snippet="table.py",
    en="For the table's `a`, only `a.clone()` and `torch.empty_like(a).copy_(a)` give a new tensor that stays in the autograd graph: it has a `grad_fn` (`CloneBackward0`, `CopyBackwards`), is not a leaf, and a backward pass from it reaches `a.grad`.",
    zh="对表中的 `a`，只有 `a.clone()` 和 `torch.empty_like(a).copy_(a)` 得到的新张量仍留在计算图（autograd graph）中：它带有 `grad_fn`（`CloneBackward0`、`CopyBackwards`），不是叶子张量，从它反向传播可以到达 `a.grad`。",
)
def _(run):
    rows = run["rows"]
    in_graph = {expr for expr, row in rows.items() if row[GRAD_FN] is not None}
    return (
        in_graph == {"a.clone()", "torch.empty_like(a).copy_(a)"}
        and rows["a.clone()"][GRAD_FN] == "CloneBackward0"
        and rows["torch.empty_like(a).copy_(a)"][GRAD_FN] == "CopyBackwards"
        and all(rows[e][IS_LEAF] is False and rows[e][GRAD] is True and rows[e][NEW_OBJECT] for e in in_graph)
    )


@claim(
    "copying.table-deepcopy",
    snippet="table.py",
    en="`copy.deepcopy(a)` is the odd one out: the copy of the table's `a` requires grad, but as a new leaf without a `grad_fn`, so a backward pass from it does not reach `a`.",
    zh="`copy.deepcopy(a)` 与众不同：表中 `a` 的副本需要梯度，却是一个没有 `grad_fn` 的新叶子张量，因此从它反向传播到不了 `a`。",
)
def _(run):
    row = run["rows"]["copy.deepcopy(a)"]
    return row[REQUIRES_GRAD] is True and row[GRAD_FN] is None and row[IS_LEAF] is True and row[GRAD] is False


@claim(
    "copying.table-detached",
    snippet="table.py",
    en="For the table's `a`, `a.detach()`, `a.clone().detach()`, `a.detach().clone()` and `a.data` give tensors that do not require grad; the two orders of `clone` and `detach` produce identical rows (new memory, no grad, a leaf).",
    zh="对表中的 `a`，`a.detach()`、`a.clone().detach()`、`a.detach().clone()` 和 `a.data` 得到的张量都不需要梯度；`clone` 与 `detach` 两种先后顺序得到的结果完全相同（新内存、不需要梯度、叶子张量）。",
)
def _(run):
    rows = run["rows"]
    no_grad = _where(rows, REQUIRES_GRAD, False)
    return (
        no_grad == {"a.detach()", "a.clone().detach()", "a.detach().clone()", "a.data"}
        and rows["a.clone().detach()"] == rows["a.detach().clone()"]
        and rows["a.detach().clone()"][NEW_STORAGE] is True
        and rows["a.detach().clone()"][IS_LEAF] is True
    )


@claim(
    "copying.table-version",
    snippet="table.py",
    en="For the table's `a`, `a.detach()` and `a.data` both share `a`'s memory, but only `a.detach()` shares `a`'s version counter: an in-place change through `a.detach()` bumps `a._version`, one through `a.data` does not.",
    zh="对表中的 `a`，`a.detach()` 和 `a.data` 都与 `a` 共享内存，但只有 `a.detach()` 共享 `a` 的版本计数器（version counter）：通过 `a.detach()` 做原地修改会让 `a._version` 增加，通过 `a.data` 则不会。",
)
def _(run):
    rows = run["rows"]
    return (
        rows["a.detach()"][NEW_STORAGE] is False
        and rows["a.data"][NEW_STORAGE] is False
        and rows["a.detach()"][VERSION] is True
        and rows["a.data"][VERSION] is False
        and _where(rows, VERSION, True) == {"b = a", "a.detach()"}
    )


@claim(
    "copying.clone-no-shared-grad",
    snippet="clone_grad.py",
    over=over(LEAVES, ops("copy", only=("t.clone()",)), GRAD_ON),
    en="With grad mode on (outside `torch.no_grad()`, `torch.set_grad_enabled(False)` and inference mode), the clone of a leaf that requires grad, a `Parameter` or a complex leaf included and the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out, does not share a gradient with it: a backward pass through the clone `b`, here used twice (`b * 2 + b * 3`), accumulates both uses into `a.grad` (each element is 5), while `b`, not being a leaf, keeps `b.grad` as `None`, and reading it emits a `UserWarning`. A clone keeps a gradient of its own only when asked: after `c.retain_grad()` in `c.grad`, and when the pass names it, as `backward(inputs=[d])` does, in `d.grad`, leaving `a.grad` as it was.",
    zh="在开启梯度时（`torch.no_grad()`、`torch.set_grad_enabled(False)` 和推理模式（inference mode）之外），对需要梯度的叶子张量（包括 `Parameter` 和复数叶子张量，需要梯度的叶子张量在 no_grad 下取的视图（view）和需要梯度的叶子张量在推理模式下取的视图除外）做克隆，克隆并不与它共享梯度：经过克隆 `b` 做反向传播（这里它被用了两次：`b * 2 + b * 3`），两次使用的梯度都累加到 `a.grad` 上（每个元素都是 5）；而 `b` 不是叶子张量，`b.grad` 仍是 `None`，读取时还会发出 `UserWarning`。克隆只在被要求时才保留自己的梯度：调用 `c.retain_grad()` 之后保留在 `c.grad` 中；反向传播点名它时，比如 `backward(inputs=[d])`，保留在 `d.grad` 中，`a.grad` 则保持不变。",
)
def _(run):
    a, b, c, d = run["a"], run["b"], run["c"], run["d"]

    def grad_goes_to_source(case):
        t = case.tensor
        b = case.apply()
        _real_sum(b * 2 + b * 3).backward()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # reading a non-leaf's .grad warns
            clone_grad = b.grad
        # torch.equal, not equal(): under a default device meta, as_tensor would move both to meta
        return t.grad is not None and bool(torch.equal(t.grad, torch.full_like(t, 5.0))) and not b.is_leaf and clone_grad is None

    return (
        printed(run, "a.grad: tensor([5., 5., 5.])")
        and not b.is_leaf
        and b.grad is None
        and printed(run, "b.grad: None")
        and warned(run, "UserWarning", "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed")
        and c.grad is not None
        and equal(c.grad, [2.0, 2.0, 2.0])
        and d.grad is not None and equal(d.grad, [2.0, 2.0, 2.0]) and equal(a.grad, run["before"])
        and printed(run, "d.grad: tensor([2., 2., 2.]) | a.grad changed: False")
        and run.each(grad_goes_to_source)
        and Tally(over(LEAVES, ops("copy", only=("t.clone()",)),
                       contexts("torch.no_grad()", "inference mode", "torch.set_grad_enabled(False)"))).each(
            lambda case: case.apply().is_leaf and not case.apply().requires_grad, run.device)  # the contexts left out
    )


@claim(
    "copying.use-detach-clone",
    snippet="table.py",
    over=over(tensors(but=("empty", "meta", "inference tensor")), ops("copy", only=("t.detach().clone()",))),
    en="So for an independent copy of the values with no link to the graph, use `a.detach().clone()`: whatever `a` is, the copy is in new memory, does not require grad, and an in-place change on it leaves the values of `a` and `a._version` alone (an empty tensor, a meta tensor and an inference tensor are left out: they have no memory, no data and no version counter).",
    zh="因此，需要一份与计算图无关、数值独立的副本时，用 `a.detach().clone()`：无论 `a` 是什么，副本都位于新内存中，不需要梯度，对它做原地修改也不会改变 `a` 的数值和 `a._version`（空张量、meta 张量和推理张量（inference tensor）不在此列：它们分别没有内存、没有数据、没有版本计数器）。",
)
def _(run):
    row = run["rows"]["a.detach().clone()"]

    def independent(case):
        t = case.tensor
        before, version = t.detach().clone(), t._version
        b = case.apply()
        if shares_storage(b, t) or b.requires_grad is not False:
            return False
        b.fill_(0)
        return t._version == version and bool(torch.equal(t.detach(), before))

    return row[NEW_STORAGE] is True and row[REQUIRES_GRAD] is False and row[VERSION] is False and run.each(independent)


@claim(
    "copying.use-clone",
    snippet="table.py",
    over=over(LEAVES, ops("copy", only=("t.clone()",)), GRAD_ON),
    en="For a copy in new memory that gradients flow through, use `a.clone()`: for a leaf `a` that requires grad, a `Parameter` or a complex leaf included and the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out, with grad mode on (outside `torch.no_grad()`, `torch.set_grad_enabled(False)` and inference mode), the clone is in new memory, requires grad, is not a leaf, and a backward pass from it fills `a.grad`. Inside any of those three, the clone is a leaf that does not require grad (see clone).",
    zh="需要一份位于新内存、梯度又能穿过的副本时，用 `a.clone()`：对需要梯度的叶子张量 `a`（包括 `Parameter` 和复数叶子张量，需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外），在开启梯度时（`torch.no_grad()`、`torch.set_grad_enabled(False)` 和推理模式之外），克隆位于新内存中，需要梯度，不是叶子张量，从它开始反向传播会填入 `a.grad`。在这三种情况中的任何一种下，克隆都是不需要梯度的叶子张量（见克隆一页）。",
)
def _(run):
    row = run["rows"]["a.clone()"]

    def flows(case):
        t = case.tensor
        b = case.apply()
        if shares_storage(b, t) or not b.requires_grad or b.is_leaf:
            return False
        _real_sum(b).backward()
        return t.grad is not None

    return (
        row[NEW_STORAGE] is True and row[REQUIRES_GRAD] is True and row[GRAD] is True and row[IS_LEAF] is False
        and run.each(flows)
        and Tally(over(LEAVES, ops("copy", only=("t.clone()",)),
                       contexts("torch.no_grad()", "inference mode", "torch.set_grad_enabled(False)"))).each(
            lambda case: case.apply().is_leaf and not case.apply().requires_grad, run.device)  # the contexts left out
    )
