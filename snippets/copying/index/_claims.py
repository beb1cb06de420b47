import warnings

import torch

from tensorfacts.catalogue import contexts, ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, shares_storage, warned

GRAD_ON = contexts(but=("torch.no_grad()", "inference mode"))
"""The contexts tried with grad mode on (torch.set_grad_enabled(False) is picked by name only)."""
GRAD_OFF = contexts("torch.no_grad()", "inference mode", "torch.set_grad_enabled(False)")
"""Every way of turning grad mode off."""

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
    en="Of the table's eight ways, only `b = a`, `a.detach()` and `a.data` leave `b` on `a`'s memory; the other five copy it to new memory.",
    zh="表中八种方式里，只有 `b = a`、`a.detach()` 和 `a.data` 得到的 `b` 仍用 `a` 的内存，其余五种都复制到新内存。",
)
def _(run):
    rows = run["rows"]
    return len(rows) == 8 and _where(rows, NEW_STORAGE, False) == {"b = a", "a.detach()", "a.data"}


@claim(
    "copying.table-graph",
    snippet="table.py",
    en="Of the table's new tensors, only `a.clone()` and `torch.empty_like(a).copy_(a)` stay in the autograd graph: backward from them reaches `a.grad`.",
    zh="表中的新张量里，只有 `a.clone()` 和 `torch.empty_like(a).copy_(a)` 仍在计算图（autograd graph）中：从它们反向传播能到达 `a.grad`。",
)
def _(run):
    rows = run["rows"]
    in_graph = {expr for expr, row in rows.items() if row[GRAD_FN] is not None}
    new = {expr for expr, row in rows.items() if row[NEW_OBJECT] is True}
    return (
        in_graph == {"a.clone()", "torch.empty_like(a).copy_(a)"}
        # among the new tensors, backward reaches a.grad from exactly these two; b = a is a itself
        and {expr for expr in new if rows[expr][GRAD] is True} == in_graph
        and set(rows) - new == {"b = a"}
        and rows["a.clone()"][GRAD_FN] == "CloneBackward0"
        and rows["torch.empty_like(a).copy_(a)"][GRAD_FN] == "CopyBackwards"
        and all(rows[e][IS_LEAF] is False and rows[e][GRAD] is True and rows[e][NEW_OBJECT] for e in in_graph)
    )


@claim(
    "copying.table-deepcopy",
    snippet="table.py",
    en="`copy.deepcopy(a)` is the odd one out: its copy requires grad, but as a new leaf without a `grad_fn`, so backward from it does not reach `a`.",
    zh="`copy.deepcopy(a)` 与众不同：它得到的副本需要梯度，却是一个没有 `grad_fn` 的新叶子张量（leaf tensor），因此从它反向传播到不了 `a`。",
)
def _(run):
    row = run["rows"]["copy.deepcopy(a)"]
    return row[REQUIRES_GRAD] is True and row[GRAD_FN] is None and row[IS_LEAF] is True and row[GRAD] is False


@claim(
    "copying.table-detached",
    snippet="table.py",
    en="`a.detach()`, `a.clone().detach()`, `a.detach().clone()` and `a.data` do not require grad; the two orders of `clone` and `detach` give identical rows.",
    zh="`a.detach()`、`a.clone().detach()`、`a.detach().clone()` 和 `a.data` 都不需要梯度；`clone` 与 `detach` 两种先后顺序得到的行完全相同。",
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
    en="For the table's `a`, `a.detach()` and `a.data` both share its memory, but only `a.detach()` shares its version counter: changing `a.detach()` in place bumps `a._version`.",
    zh="对表中的 `a`，`a.detach()` 和 `a.data` 都与它共享内存，但只有 `a.detach()` 共享它的版本计数器（version counter）：对 `a.detach()` 做原地修改会让 `a._version` 增加。",
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
    en="With grad mode on, the clone `b` of a leaf `a` shares no gradient with it: backward through `b` fills `a.grad`; `b.grad` stays `None`.",
    zh="在梯度模式开启时，叶子张量 `a` 的克隆 `b` 不与它共享梯度：经过 `b` 反向传播会填入 `a.grad`，`b.grad` 则不会被填入，仍是 `None`。",
)
def _(run):
    a, b = run["a"], run["b"]

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
        and a.grad is not None
        and run.each(grad_goes_to_source)
    )


@claim(
    "copying.clone-grad-accumulates",
    snippet="clone_grad.py",
    en="Both uses of `b` in `b * 2 + b * 3` add up in `a.grad`: each of its elements is 5.",
    zh="`b * 2 + b * 3` 对 `b` 的两次使用在 `a.grad` 中累加：它的每个元素都是 5。",
)
def _(run):
    return printed(run, "a.grad: tensor([5., 5., 5.])") and printed(run, "b.is_leaf: False")


@claim(
    "copying.clone-grad-warns",
    snippet="clone_grad.py",
    en="The clone `b` is not a leaf, so reading `b.grad` emits a `UserWarning`.",
    zh="克隆 `b` 不是叶子张量，所以读取 `b.grad` 会发出 `UserWarning`。",
)
def _(run):
    return (not run["b"].is_leaf and printed(run, "b.grad: None")
            and warned(run, "UserWarning", "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed"))


@claim(
    "copying.clone-retain-grad",
    snippet="clone_grad.py",
    en="A clone keeps a gradient of its own when asked: after `c.retain_grad()`, backward fills `c.grad`.",
    zh="克隆在被要求时才保留自己的梯度：调用 `c.retain_grad()` 之后，反向传播会填入 `c.grad`。",
)
def _(run):
    c = run["c"]
    return c.grad is not None and equal(c.grad, [2.0, 2.0, 2.0]) and printed(run, "c.grad: tensor([2., 2., 2.])")


@claim(
    "copying.clone-backward-inputs",
    snippet="clone_grad.py",
    en="A backward pass that names the clone, as `backward(inputs=[d])` does, fills `d.grad` and leaves `a.grad` as it was.",
    zh="点名克隆的反向传播，比如 `backward(inputs=[d])`，会填入 `d.grad`，`a.grad` 则保持原样。",
)
def _(run):
    a, d = run["a"], run["d"]
    return (
        d.grad is not None and equal(d.grad, [2.0, 2.0, 2.0]) and equal(a.grad, run["before"])
        and printed(run, "d.grad: tensor([2., 2., 2.]) | a.grad changed: False")
    )


@claim(
    "copying.clone-no-grad",
    snippet="clone_no_grad.py",
    over=over(LEAVES, ops("copy", only=("t.clone()",)), GRAD_OFF),
    exception_to="copying.clone-no-shared-grad",
    en="Inside `torch.no_grad()`, the clone `b` of a leaf that requires grad is itself a leaf that does not require grad.",
    zh="在 `torch.no_grad()` 中，需要梯度的叶子张量的克隆 `b` 本身是不需要梯度的叶子张量。",
)
def _(run):
    b = run["b"]
    return (
        b.is_leaf and not b.requires_grad and printed(run, "b.requires_grad: False | b.is_leaf: True")
        and run.each(lambda case: case.apply().is_leaf and not case.apply().requires_grad)
    )


@claim(
    "copying.use-detach-clone",
    snippet="table.py",
    over=over(tensors(but=("meta", "inference tensor")), ops("copy", only=("t.detach().clone()",))),
    en="For an independent copy, use `a.detach().clone()`: it is in new memory, does not require grad, and changing it in place leaves `a` and `a._version` alone.",
    zh="需要一份独立的副本时，用 `a.detach().clone()`：它位于新内存中，不需要梯度；对它做原地修改，`a` 的值和 `a._version` 保持原样。",
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
    en="For a copy in new memory that gradients flow through, use `a.clone()`.",
    zh="需要一份位于新内存、梯度又能穿过的副本时，用 `a.clone()`。",
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
    )


@claim(
    "copying.use-clone-no-grad",
    snippet="which_no_grad.py",
    over=over(LEAVES, ops("copy", only=("t.clone()",)), GRAD_OFF),
    exception_to="copying.use-clone",
    en="Under `torch.no_grad()` or in inference mode, `a.clone()` is a leaf that does not require grad: no gradient flows through it.",
    zh="在 `torch.no_grad()` 中或推理模式（inference mode）下，`a.clone()` 是不需要梯度的叶子张量，梯度不会穿过它。",
)
def _(run):
    b, c = run["b"], run["c"]

    def leaf_without_grad(case):
        r = case.apply()
        return case.tensor.requires_grad and r.is_leaf and not r.requires_grad and r.grad_fn is None

    return (
        b.is_leaf and not b.requires_grad and c.is_leaf and not c.requires_grad
        and printed(run, "under torch.no_grad(): b.requires_grad: False | b.is_leaf: True")
        and printed(run, "in inference mode: c.requires_grad: False | c.is_leaf: True")
        and run.each(leaf_without_grad)
    )
