import torch

from tensorfacts.catalogue import TENSORS, contexts, ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, is_view_of, printed, raised, shares_storage

SAME_OBJECT = ["x.contiguous()", "x.to(torch.float32)", "x.type(torch.float32)", "x.float()", "x.to(x.device)"]
VIEWS = [
    "x.view(6)", "x.reshape(6)", "x[:1].expand(4, 3)", "x.permute(1, 0)", "x.transpose(0, 1)", "x.T", "x.mT",
    "x.narrow(1, 0, 2)", "x.flatten()", "x.unsqueeze(0)", "x.squeeze()", "x.unflatten(1, (3, 1))", "x[0]", "x[:, 1:]",
]
NOT_CONTIGUOUS = ["x[:1].expand(4, 3)", "x.permute(1, 0)", "x.transpose(0, 1)", "x.T", "x.mT", "x.narrow(1, 0, 2)", "x[:, 1:]"]
VIEW_ERROR = "view size is not compatible with input tensor's size and stride"
LEAF_VIEW_ERROR = "a view of a leaf Variable that requires grad is being used in an in-place operation."
LEAF_VIEWS = tensors("view", "non-leaf", "requires-grad")
"""The catalogue's views of a leaf that requires grad: a slice of it, and it expanded."""
EXPANDED_LEAF_VIEW = "expanded view of a leaf that requires grad"
VALUE_WRITES = ops("in-place", "in-place-more", "in-place-indexed", "in-place-index-write")
"""The in-place operations of the catalogue that write values: arithmetic, clamp_, copy_, fills, item assignment, by mask or index."""
GRAD_ON = contexts(but=("torch.no_grad()", "inference mode"))


def on_memory_of(r, t):
    """Whether ``r`` reads the memory of ``t``: the same storage; on meta, which has no memory, a view with ``t``'s base."""
    if t.device.type == "meta":
        return r._base is not None and (r._base is t or r._base is t._base)
    return shares_storage(r, t)


def is_copy(r, t):
    """Whether ``r`` is a new tensor with memory of its own, not a view of ``t`` (an empty result has no memory to share)."""
    return r is not t and r._base is None and (r.untyped_storage().nbytes() == 0 or not shares_storage(r, t))


def _has_elements(case):
    t = case.build()
    return t.dim() > 0 and t.numel() > 0


WITH_AN_ELEMENT = tuple(c.name for c in TENSORS if not {"ndarray", "module"} & c.tags and _has_elements(c))
"""The tensor cases with at least one dimension and one element (advanced indexing picks element 0)."""
ON_THE_CPU = tuple(c.name for c in TENSORS if not {"ndarray", "module", "meta"} & c.tags)
"""The tensor cases on the CPU when the CPU is the default device (all but the meta tensor)."""


def all_kind(run, calls, kind):
    """Whether every call of the table made a result of ``kind``, judged again from the tensors themselves."""
    x, made = run["x"], run["made"]
    for call in calls:
        y = made[call]
        found = ("same object" if y is x else "view" if y._base is x and shares_storage(x, y)
                 else "alias" if shares_storage(x, y) else "copy")
        if found != kind or run["kinds"][call] != kind:
            return False
    return True


@claim(
    "views.same-object",
    snippet="table.py",
    en="For the table's `x`, contiguous and float32, `x.contiguous()`, `x.to(torch.float32)`, `x.type(torch.float32)`, `x.float()` and `x.to(x.device)` have nothing to change and return `x` itself, the same Python object.",
    zh="对表中的 `x`（连续、float32）而言，`x.contiguous()`、`x.to(torch.float32)`、`x.type(torch.float32)`、`x.float()` 和 `x.to(x.device)` 都无需改变什么，返回的就是 `x` 本身，即同一个 Python 对象。",
)
def _(run):
    return run["x"].is_contiguous() and run["x"].dtype == torch.float32 and all_kind(run, SAME_OBJECT, "same object")


@claim(
    "views.contiguous-self",
    snippet="table.py",
    over=over(tensors(), ops("same-if-unchanged", only=("t.contiguous()",))),
    en="`t.contiguous()` returns `t` itself exactly when `t.is_contiguous()` is true, and otherwise a contiguous copy with memory of its own (`xt.contiguous()` in the table): so on each tensor of the catalogue.",
    zh="`t.contiguous()` 恰好在 `t.is_contiguous()` 为真时返回 `t` 本身，否则返回一个拥有自己内存的连续副本（表中的 `xt.contiguous()`）：目录中的每个张量都是如此。",
)
def _(run):
    def holds(case):
        t, r = case.tensor, case.apply()
        return r is t if t.is_contiguous() else is_copy(r, t) and r.is_contiguous() and equal_or_meta(r, t)

    return all_kind(run, ["x.contiguous()"], "same object") and all_kind(run, ["xt.contiguous()"], "copy") and run.each(holds)


def equal_or_meta(r, t):
    """Equal values (a meta tensor has none to compare)."""
    return t.device.type == "meta" or bool(torch.equal(r.cpu(), t.cpu()))


@claim(
    "views.dtype-self",
    snippet="table.py",
    over=over(tensors(), ops("same-if-unchanged", only=("t.float()", "t.to(torch.float32)", "t.type(torch.float32)"))),
    en="`t.float()`, `t.to(torch.float32)` and `t.type(torch.float32)` return `t` itself exactly when `t` is already float32, and otherwise a float32 copy (`x.double()` and `x.to(torch.float64)` copy the same way in the table): so on each tensor of the catalogue.",
    zh="`t.float()`、`t.to(torch.float32)` 和 `t.type(torch.float32)` 恰好在 `t` 已是 float32 时返回 `t` 本身，否则返回一个 float32 副本（表中的 `x.double()` 和 `x.to(torch.float64)` 同样复制）：目录中的每个张量都是如此。",
)
def _(run):
    def holds(case):
        t, r = case.tensor, case.apply()
        return r.dtype == torch.float32 and (r is t if t.dtype == torch.float32 else is_copy(r, t))

    return all_kind(run, ["x.double()", "x.to(torch.float64)"], "copy") and run.each(holds)


@claim(
    "views.device-self",
    snippet="table.py",
    over=over(tensors(), ops("same-if-unchanged", only=("t.to(t.device)",))),
    en="`t.to(t.device)` returns `t` itself on each tensor of the catalogue, as `x.to(x.device)` does in the table.",
    zh="`t.to(t.device)` 在目录中的每个张量上都返回 `t` 本身，正如表中的 `x.to(x.device)`。",
)
def _(run):
    return all_kind(run, ["x.to(x.device)"], "same object") and run.each(lambda case: case.apply() is case.tensor)


@claim(
    "views.cpu-same-object",
    snippet="table.py",
    devices=("cpu",),
    over=over(tensors(only=ON_THE_CPU), ops("same-if-unchanged", only=("t.cpu()",))),
    en="For a tensor already on the CPU, `x.cpu()` returns `x` itself: so does `t.cpu()` on each tensor of the catalogue that is on the CPU (all but the meta one).",
    zh="对于已经在 CPU 上的张量，`x.cpu()` 返回的就是 `x` 本身：目录中每个位于 CPU 上的张量（除 meta 张量外的全部）调用 `t.cpu()` 也是如此。",
)
def _(run):
    return (run["x"].device.type == "cpu" and all_kind(run, ["x.cpu()"], "same object")
            and run.each(lambda case: case.tensor.device.type == "cpu" and case.apply() is case.tensor))


@claim(
    "views.views",
    snippet="table.py",
    en="For the table's `x`, contiguous and not itself a view, `x.view(6)`, `x.reshape(6)`, `x[:1].expand(4, 3)`, `x.permute(1, 0)`, `x.transpose(0, 1)`, `x.T`, `x.mT`, `x.narrow(1, 0, 2)`, `x.flatten()`, `x.unsqueeze(0)`, `x.squeeze()`, `x.unflatten(1, (3, 1))` and basic indexing (`x[0]`, `x[:, 1:]`) return views: new tensor objects on the storage of `x`, with `x` as their `_base`.",
    zh="对表中的 `x`（连续，且本身不是视图（view））而言，`x.view(6)`、`x.reshape(6)`、`x[:1].expand(4, 3)`、`x.permute(1, 0)`、`x.transpose(0, 1)`、`x.T`、`x.mT`、`x.narrow(1, 0, 2)`、`x.flatten()`、`x.unsqueeze(0)`、`x.squeeze()`、`x.unflatten(1, (3, 1))` 以及基本索引（`x[0]`、`x[:, 1:]`）返回的都是视图：新的张量对象，位于 `x` 的存储上，`_base` 是 `x`。",
)
def _(run):
    return all_kind(run, VIEWS, "view")


@claim(
    "views.view-ops",
    snippet="table.py",
    over=over(tensors(), ops("view", but=("t.detach()",))),
    en="The view operations of the catalogue, `t.view(t.shape)`, `t[...]`, `t.unsqueeze(0)`, `t.expand_as(t)` and `t.as_strided(t.size(), t.stride())`, return a view on each of its tensors: a new tensor object on the memory of `t` whose `_base` is `t` (or the base of `t`, when `t` is itself a view), except on an inference tensor, whose views have no `_base`; `detach` is different (below).",
    zh="目录中的视图操作 `t.view(t.shape)`、`t[...]`、`t.unsqueeze(0)`、`t.expand_as(t)` 和 `t.as_strided(t.size(), t.stride())` 在其中每个张量上都返回视图：位于 `t` 的内存上的新张量对象，`_base` 是 `t`（若 `t` 本身是视图，则是 `t` 的基张量（base））；推理张量（inference tensor）除外，它的视图没有 `_base`；`detach` 则不同（见下文）。",
)
def _(run):
    def holds(case):
        t, r = case.tensor, case.apply()
        if t.is_inference():
            return r is not t and r._base is None and shares_storage(r, t)
        return r is not t and is_view_of(r, t) and on_memory_of(r, t)

    return all_kind(run, ["x.view(6)", "x[0]", "x.unsqueeze(0)"], "view") and run.each(holds)


@claim(
    "views.not-contiguous",
    snippet="table.py",
    en="`x[:1].expand(4, 3)`, `x.permute(1, 0)`, `x.transpose(0, 1)`, `x.T`, `x.mT`, `x.narrow(1, 0, 2)` and the column slice `x[:, 1:]` are the views of the table that are not contiguous.",
    zh="`x[:1].expand(4, 3)`、`x.permute(1, 0)`、`x.transpose(0, 1)`、`x.T`、`x.mT`、`x.narrow(1, 0, 2)` 和按列切片 `x[:, 1:]` 是表中不连续的那些视图。",
)
def _(run):
    made = run["made"]
    contiguous_views = [c for c in VIEWS if c not in NOT_CONTIGUOUS]
    return (all_kind(run, NOT_CONTIGUOUS, "view") and not any(made[c].is_contiguous() for c in NOT_CONTIGUOUS)
            and all(made[c].is_contiguous() for c in contiguous_views))


@claim(
    "views.non-contiguous-input-copies",
    snippet="table.py",
    en="For the transpose `xt = x.t()`, which is not contiguous, `xt.reshape(6)`, `xt.flatten()` and `xt.contiguous()` return copies with memory of their own.",
    zh="对于转置 `xt = x.t()`（它不是连续的），`xt.reshape(6)`、`xt.flatten()` 和 `xt.contiguous()` 返回的都是副本，拥有自己的内存。",
)
def _(run):
    return not run["xt"].is_contiguous() and all_kind(run, ["xt.reshape(6)", "xt.flatten()", "xt.contiguous()"], "copy")


@claim(
    "views.advanced-indexing-copies",
    snippet="table.py",
    over=over(tensors(only=WITH_AN_ELEMENT, but=("meta",)), ops("advanced-index")),
    en="Indexing with a list of integers or with an integer tensor of one dimension or more (`x[[0, 1]]`, `x[torch.tensor([1])]`), and boolean indexing (`x[x > 2]`), return copies, even when the selected elements could be described by strides, as `x[[0, 1]]`, all of `x`, could: `t[[0]]`, `t[torch.tensor([0])]` and `t[t == t]` copy on each tensor of the catalogue with at least one dimension and one element, the meta one aside (it has no memory). A 0-d integer tensor is another matter (next).",
    zh="用整数列表或至少一维的整数张量做索引（`x[[0, 1]]`、`x[torch.tensor([1])]`），以及布尔索引（`x[x > 2]`），返回的是副本，即使所选元素本可以用步幅（stride）描述，例如选中整个 `x` 的 `x[[0, 1]]`：在目录中每个至少有一个维度、一个元素的张量上，`t[[0]]`、`t[torch.tensor([0])]` 和 `t[t == t]` 都会复制，meta 张量除外（它没有内存）。0 维整数张量则是另一回事（见下一条）。",
)
def _(run):
    return (all_kind(run, ["x[[0, 1]]", "x[torch.tensor([1])]", "x[x > 2]"], "copy") and equal(run["made"]["x[[0, 1]]"], run["x"])
            and run.each(lambda case: is_copy(case.apply(), case.tensor)))


@claim(
    "views.zero-d-index-view",
    snippet="table.py",
    over=over(tensors(only=WITH_AN_ELEMENT), ops("zero-d-index")),
    en="A 0-d tensor of the integer dtype int64, int32, int16 or int8 as the index acts as the integer it holds: `x[torch.tensor(1)]`, like `x[1]`, is a view of `x`. `t[torch.tensor(0)]`, and the same index made int32, int16 or int8 (`t[torch.tensor(0, dtype=torch.int32)]` ...), is a view on the memory of `t` on each tensor of the catalogue with at least one dimension and one element, with `t` (or its base) as `_base`, except on an inference tensor, whose views have no `_base`. A 0-d uint8 index is the exception: it is read as a mask, as a 0-d bool one is, so `x[torch.tensor(1, dtype=torch.uint8)]` is a copy of shape `(1, 2, 3)` and `x[torch.tensor(0, dtype=torch.uint8)]` has shape `(0, 2, 3)`.",
    zh="以数据类型（dtype）为 int64、int32、int16 或 int8 的 0 维整数张量作为索引时，它的作用就是其中的整数：`x[torch.tensor(1)]` 与 `x[1]` 一样是 `x` 的视图。在目录中每个至少有一个维度、一个元素的张量上，`t[torch.tensor(0)]` 以及把同一索引改为 int32、int16 或 int8 的写法（`t[torch.tensor(0, dtype=torch.int32)]` 等）都是位于 `t` 内存上的视图，`_base` 是 `t`（或其基张量）；推理张量除外，它的视图没有 `_base`。0 维 uint8 索引是例外：它像 0 维布尔索引一样被当作掩码，所以 `x[torch.tensor(1, dtype=torch.uint8)]` 是形状为 `(1, 2, 3)` 的副本，而 `x[torch.tensor(0, dtype=torch.uint8)]` 的形状是 `(0, 2, 3)`。",
)
def _(run):
    def holds(case):
        t, r = case.tensor, case.apply()
        if t.is_inference():
            return r is not t and r._base is None and shares_storage(r, t)
        return r is not t and is_view_of(r, t) and on_memory_of(r, t)

    x = run["x"]
    one, zero = x[torch.tensor(1, dtype=torch.uint8)], x[torch.tensor(0, dtype=torch.uint8)]
    return (all_kind(run, ["x[torch.tensor(1)]"], "view") and equal(run["made"]["x[torch.tensor(1)]"], x[1])
            and torch.tensor(1).dtype == torch.int64
            and {op.code for op in ops("zero-d-index").items} == {
                "t[torch.tensor(0)]", "t[torch.tensor(0, dtype=torch.int32)]", "t[torch.tensor(0, dtype=torch.int16)]",
                "t[torch.tensor(0, dtype=torch.int8)]"}
            and run.each(holds)
            and tuple(one.shape) == (1, 2, 3) and is_copy(one, x) and torch.equal(one, x[torch.tensor(True)])
            and tuple(zero.shape) == (0, 2, 3) and tuple(x[torch.tensor(False)].shape) == (0, 2, 3))


@claim(
    "views.conversions-copy",
    snippet="table.py",
    en="`x.to(torch.float64)`, `x.double()`, `x.to(torch.float32, copy=True)` and `x.clone()` return copies.",
    zh="`x.to(torch.float64)`、`x.double()`、`x.to(torch.float32, copy=True)` 和 `x.clone()` 返回副本。",
)
def _(run):
    return all_kind(run, ["x.to(torch.float64)", "x.double()", "x.to(torch.float32, copy=True)", "x.clone()"], "copy")


@claim(
    "views.detach-alias",
    snippet="table.py",
    over=over(tensors(but=("meta",)), ops("view", only=("t.detach()",))),
    en="`x.detach()` is a new tensor object on the memory of `x`, yet not a view in the autograd sense: its `_base` is `None`. So is `t.detach()` on each tensor of the catalogue, views included, the meta one aside (it has no memory).",
    zh="`x.detach()` 是位于 `x` 内存上的新张量对象，但在自动求导（autograd）的意义上不是视图：它的 `_base` 是 `None`。目录中每个张量（包括视图）调用 `t.detach()` 也都是如此，meta 张量除外（它没有内存）。",
)
def _(run):
    y = run["made"]["x.detach()"]

    def holds(case):
        t, r = case.tensor, case.apply()
        return r is not t and r._base is None and shares_storage(r, t) and r.data_ptr() == t.data_ptr()

    return y._base is None and all_kind(run, ["x.detach()"], "alias") and run.each(holds)


@claim(
    "views.repeat-expand",
    snippet="repeat_expand.py",
    over=over(tensors(but=("meta",)), ops("repeat", "expand-new-dim")),
    en="`repeat` copies and `expand` does not: `row.repeat(4, 1)` writes the row four times into new memory of its own, "
    "while `row.expand(4, 3)`, with the same values, is a view on the memory of `row` whose stride 0 reads the one row four times. "
    "So on each tensor of the catalogue, the meta one aside (it has no memory): `t.repeat(2, *[1] * t.dim())` is a copy holding `t` twice in memory of its own, "
    "and `t.expand(2, *t.shape)` is a tensor on the memory of `t` whose new dimension has stride 0.",
    zh="`repeat` 会复制，`expand` 不会：`row.repeat(4, 1)` 把这一行写四遍，写入自己的新内存；"
    "`row.expand(4, 3)` 的值与它相同，却是位于 `row` 内存上的视图，靠步幅 0 把同一行读四遍。"
    "目录中的每个张量都是如此（meta 张量除外，它没有内存）：`t.repeat(2, *[1] * t.dim())` 是一个副本，在自己的内存中存放两份 `t`；"
    "`t.expand(2, *t.shape)` 则是位于 `t` 内存上的张量，新的维度步幅为 0。",
)
def _(run):
    row, r, e = run["row"], run["r"], run["e"]

    def holds(case):
        t, y = case.tensor, case.apply()
        if tuple(y.shape) != (2, *t.shape):
            return False
        if case.op.family == "repeat":
            return not shares_storage(y, t) and equal(y[0], t) and equal(y[1], t)
        return y.stride() == (0, *t.stride()) and shares_storage(y, t) and y.data_ptr() == t.data_ptr()

    return (not shares_storage(r, row) and r.untyped_storage().nbytes() == 4 * row.untyped_storage().nbytes()
            and r._base is None and is_view_of(e, row) and shares_storage(e, row) and e.stride() == (0, 1)
            and equal(r, e) and run.each(holds))


@claim(
    "views.reshape-answer",
    snippet="reshape.py",
    over=over(tensors(), ops("reshape", only=("t.reshape(-1)",))),
    en="`reshape` returns a view when the input's memory can be read in the new shape with strides alone, and a copy otherwise: `x.reshape(6)` shares the memory of a contiguous `x`, `x.t().reshape(6)` does not, so a write to its result may or may not reach `x`. On each tensor of the catalogue, when `t.view(-1)` succeeds, `t.reshape(-1)` is on the memory of `t` with the same strides, and when it raises, a copy.",
    zh="`reshape` 在仅靠步幅就能按新形状读取输入内存时返回视图，否则返回副本：`x.reshape(6)` 与连续的 `x` 共享内存，`x.t().reshape(6)` 则不共享，因此写入它的结果不一定会影响 `x`。在目录中的每个张量上，`t.view(-1)` 成功时，`t.reshape(-1)` 位于 `t` 的内存上，步幅与它相同；抛出错误时，则是副本。",
)
def _(run):
    x, a, b = run["x"], run["a"], run["b"]

    def holds(case):
        t, r = case.tensor, case.apply()
        try:
            v = t.view(-1)
        except RuntimeError:
            return r._base is None and not on_memory_of(r, t)
        return on_memory_of(r, t) and r.stride() == v.stride() and r.storage_offset() == v.storage_offset()

    return shares_storage(x, a) and not shares_storage(x, b) and x[0, 0].item() == 100.0 and 200.0 not in x and run.each(holds)


@claim(
    "views.view-never-copies",
    snippet="view_error.py",
    over=over(tensors(), ops("reshape", only=("t.view(-1)",))),
    en="`view` does not copy: on each tensor of the catalogue, `t.view(-1)` either returns a tensor on the memory of `t` or raises `RuntimeError`. On the transpose, `x.t().view(6)` raises `RuntimeError` (view size is not compatible with input tensor's size and stride …), and the message suggests `.reshape(...)`.",
    zh="`view` 不会复制：在目录中的每个张量上，`t.view(-1)` 要么返回位于 `t` 内存上的张量，要么抛出 `RuntimeError`。对转置调用 `x.t().view(6)` 会抛出 `RuntimeError`（view size is not compatible with input tensor's size and stride …，意为视图的尺寸与输入张量的尺寸和步幅不兼容），错误信息建议改用 `.reshape(...)`。",
)
def _(run):
    def holds(case):
        try:
            r = case.apply()
        except RuntimeError as exc:
            return VIEW_ERROR in str(exc)
        return on_memory_of(r, case.tensor)

    return raised(run, RuntimeError, VIEW_ERROR) and "Use .reshape(...) instead" in str(run.error) and run.each(holds)


@claim(
    "views.write-through",
    snippet="write_through.py",
    en="Writing to the view `row = x[0]` changes `x` and bumps the version counter of `x`; writing to the advanced-indexing copy `picked = x[[0]]` changes neither, and `picked` has no `_base`.",
    zh="写入视图 `row = x[0]` 会改变 `x`，并让 `x` 的版本计数器（version counter）加一；写入高级索引得到的副本 `picked = x[[0]]` 则两者都不改变，且 `picked` 没有 `_base`。",
)
def _(run):
    x = run["x"]
    return (x[0, 0].item() == 100.0 and 200.0 not in x and x._version == 1
            and run["row"]._base is x and run["picked"]._base is None)


@claim(
    "views.leaf-view-inplace-error",
    snippet="leaf_view_inplace.py",
    over=over(LEAF_VIEWS, VALUE_WRITES, GRAD_ON),
    en="With grad mode on, outside inference mode, an in-place change to a slice taken by indexing from a leaf that requires grad (a weight, say), or to the leaf expanded, raises `RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.` and leaves the leaf unchanged: "
    "`w[:2].mul_(2)` on `w = torch.ones(3, requires_grad=True)` here, and each in-place operation of the catalogue that writes values "
    "(arithmetic, `clamp_`, `copy_`, `fill_`, `zero_`, `neg_`, `exp_`, item assignment, writes by mask or by index) "
    "on both of those views, in each context of the catalogue that leaves grad mode on (not `torch.no_grad()`, not inference mode). "
    "Both views were taken with grad mode on; a view taken another way (made under `torch.no_grad()`, or one of several views a single function returns) is not among the cases.",
    zh="在梯度模式开启且不在推理模式（inference mode）中时，对通过索引从需要梯度的叶子张量（leaf tensor）（例如某个权重）取得的切片，或扩展后的该叶子张量，做原地操作（in-place operation）会抛出 `RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.`（需要梯度的叶子张量的视图被用于原地操作），叶子张量保持不变："
    "这里对 `w = torch.ones(3, requires_grad=True)` 执行的 `w[:2].mul_(2)` 如此；在目录中每种保持梯度模式开启的上下文中，"
    "目录中每种写入数值的原地操作（算术运算、`clamp_`、`copy_`、`fill_`、`zero_`、`neg_`、`exp_`、元素赋值、按掩码或按索引写入）"
    "作用在这两种视图上也都如此（`torch.no_grad()` 和推理模式不在其列）。"
    "这两种视图都是在梯度模式开启时取得的；以其他方式取得的视图（在 `torch.no_grad()` 下取得的，或者一个函数一次返回的多个视图之一）不在这些用例之中。",
)
def _(run):
    def refused(case):
        t = case.tensor
        before = t._base.detach().clone()
        try:
            case.apply()
        except RuntimeError as error:
            return (type(error) is RuntimeError and str(error) == LEAF_VIEW_ERROR
                    and t._base.is_leaf and bool(torch.equal(t._base.detach(), before)))
        return False

    w = run["w"]
    return (raised(run, RuntimeError) and str(run.error) == LEAF_VIEW_ERROR
            and w.is_leaf and w.requires_grad and w.tolist() == [1.0, 1.0, 1.0] and run.each(refused))


@claim(
    "views.leaf-view-no-grad",
    snippet="leaf_view_no_grad.py",
    over=over(tensors("view", "non-leaf", "requires-grad", but=(EXPANDED_LEAF_VIEW,)), VALUE_WRITES, contexts("torch.no_grad()")),
    en="Inside `torch.no_grad()` the same write goes through: `w[:2].mul_(2)` makes `w` `[2.0, 2.0, 1.0]`, and `w` stays a leaf that requires grad, with no `grad_fn`. "
    "So does each of those in-place operations on the slice of a leaf that requires grad inside `torch.no_grad()`: it writes into the leaf (the leaf's version counter moves), which stays a leaf that requires grad. "
    "The expanded view of a leaf that requires grad is left out: its elements share memory locations, and most writes to it raise another error (see the assignment page).",
    zh="在 `torch.no_grad()` 中，同样的写入可以执行：`w[:2].mul_(2)` 使 `w` 变为 `[2.0, 2.0, 1.0]`，而 `w` 仍是需要梯度的叶子张量，没有 `grad_fn`。"
    "在 `torch.no_grad()` 中，上面每种原地操作作用在需要梯度的叶子张量的切片上也都如此：它写入叶子张量（叶子张量的版本计数器随之变化），叶子张量仍是需要梯度的叶子张量。"
    "需要梯度的叶子张量的扩展视图不在此列：它的元素共享内存位置，对它的多数写入会抛出另一种错误（见赋值一页）。",
)
def _(run):
    def writes(case):
        base = case.tensor._base
        version = base._version
        case.apply()
        return base.is_leaf and base.requires_grad and base.grad_fn is None and base._version > version

    w = run["w"]
    return (run.error is None and w.tolist() == [2.0, 2.0, 1.0] and w.is_leaf and w.requires_grad and w.grad_fn is None
            and run.each(writes))


@claim(
    "views.to-copy-true",
    snippet="to_copy.py",
    over=over(tensors(), ops("copy", only=("t.to(copy=True)",))),
    en="`x.to(torch.float32)` on a float32 `x` returns `x` itself, while `copy=True` forces a new tensor with memory of its own: a later write to `x` shows in the first and not in the second. `t.to(copy=True)` gives such a copy on each tensor of the catalogue (an empty or a meta tensor has no memory to compare).",
    zh="对 float32 的 `x` 调用 `x.to(torch.float32)` 返回的就是 `x` 本身，而 `copy=True` 会强制生成拥有自己内存的新张量：之后对 `x` 的写入会反映在前者中，而不会反映在后者中。在目录中的每个张量上，`t.to(copy=True)` 都给出这样的副本（空张量和 meta 张量没有可比较的内存）。",
)
def _(run):
    x, same, forced = run["x"], run["same"], run["forced"]

    def holds(case):
        t, r = case.tensor, case.apply()
        return is_copy(r, t) and r.dtype == t.dtype and r.shape == t.shape and equal_or_meta(r, t)

    return (same is x and forced is not x and not shares_storage(x, forced) and same[0].item() == -1.0
            and forced[0].item() == 1.0 and run.each(holds))
