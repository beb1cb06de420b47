from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, warned

# columns of each row in table.py
NEW_OBJECT, NEW_STORAGE, REQUIRES_GRAD, GRAD_FN, IS_LEAF, VERSION, GRAD = range(7)


def _where(rows, column, value):
    return {expr for expr, row in rows.items() if row[column] == value}


@claim(
    "copying.table-storage",
    snippet="table.py",
    en="Only `b = a`, `a.detach()` and `a.data` leave `b` on `a`'s memory; the other five ways copy the data to new memory.",
    zh="只有 `b = a`、`a.detach()` 和 `a.data` 让 `b` 仍使用 `a` 的内存；其余五种方式都会把数据复制到新的内存里。",
)
def _(run):
    rows = run["rows"]
    return len(rows) == 8 and _where(rows, NEW_STORAGE, False) == {"b = a", "a.detach()", "a.data"}


@claim(
    "copying.table-graph",
    snippet="table.py",
    en="Only `a.clone()` and `torch.empty_like(a).copy_(a)` give a new tensor that stays in the autograd graph: it has a `grad_fn` (`CloneBackward0`, `CopyBackwards`), is not a leaf, and a backward pass from it reaches `a.grad`.",
    zh="只有 `a.clone()` 和 `torch.empty_like(a).copy_(a)` 得到的新张量仍留在计算图中：它带有 `grad_fn`（`CloneBackward0`、`CopyBackwards`），不是叶子张量，从它反向传播可以到达 `a.grad`。",
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
    en="`copy.deepcopy(a)` is the odd one out: its copy requires grad, but as a new leaf without a `grad_fn`, so a backward pass from it never reaches `a`.",
    zh="`copy.deepcopy(a)` 与众不同：它的副本需要梯度，却是一个没有 `grad_fn` 的新叶子张量，因此从它反向传播永远到不了 `a`。",
)
def _(run):
    row = run["rows"]["copy.deepcopy(a)"]
    return row[REQUIRES_GRAD] is True and row[GRAD_FN] is None and row[IS_LEAF] is True and row[GRAD] is False


@claim(
    "copying.table-detached",
    snippet="table.py",
    en="`a.detach()`, `a.clone().detach()`, `a.detach().clone()` and `a.data` give tensors that do not require grad; the two orders of `clone` and `detach` produce identical rows (new memory, no grad, a leaf).",
    zh="`a.detach()`、`a.clone().detach()`、`a.detach().clone()` 和 `a.data` 得到的张量都不需要梯度；`clone` 与 `detach` 两种先后顺序得到的结果完全相同（新内存、不需要梯度、叶子张量）。",
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
    en="`a.detach()` and `a.data` both share `a`'s memory, but only `a.detach()` shares `a`'s version counter: an in-place change through `a.detach()` bumps `a._version`, one through `a.data` does not.",
    zh="`a.detach()` 和 `a.data` 都与 `a` 共享内存，但只有 `a.detach()` 共享 `a` 的版本计数器：通过 `a.detach()` 做原地修改会让 `a._version` 增加，通过 `a.data` 则不会。",
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
    en="`a.clone()` does not share a gradient with `a`: a backward pass through the clone accumulates into `a.grad`, while the clone, not being a leaf, keeps `.grad` as `None`, and reading it emits a `UserWarning`.",
    zh="`a.clone()` 并不与 `a` 共享梯度：经过克隆做反向传播，梯度累加到 `a.grad` 上；克隆不是叶子张量，它的 `.grad` 始终是 `None`，读取时还会发出 `UserWarning`。",
)
def _(run):
    a, b = run["a"], run["b"]
    return (
        a.grad is not None
        and equal(a.grad, [2.0, 2.0, 2.0])
        and not b.is_leaf
        and b.grad is None
        and printed(run, "b.grad: None")
        and warned(run, "UserWarning", "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed")
    )


@claim(
    "copying.use-detach-clone",
    snippet="table.py",
    en="So for an independent copy of the values with no link to the graph, use `a.detach().clone()`: it is in new memory, does not require grad, and an in-place change on it leaves `a._version` alone.",
    zh="因此，需要一份与计算图无关、数值独立的副本时，用 `a.detach().clone()`：它位于新内存中，不需要梯度，对它做原地修改也不会改变 `a._version`。",
)
def _(run):
    row = run["rows"]["a.detach().clone()"]
    return row[NEW_STORAGE] is True and row[REQUIRES_GRAD] is False and row[VERSION] is False


@claim(
    "copying.use-clone",
    snippet="table.py",
    en="For a copy in new memory that gradients flow through, use `a.clone()`: a backward pass from it fills `a.grad`.",
    zh="需要一份位于新内存、梯度又能穿过的副本时，用 `a.clone()`：从它开始反向传播会填入 `a.grad`。",
)
def _(run):
    row = run["rows"]["a.clone()"]
    return row[NEW_STORAGE] is True and row[REQUIRES_GRAD] is True and row[GRAD] is True and row[IS_LEAF] is False
