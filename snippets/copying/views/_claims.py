import torch

from tensorfacts.catalogue import TENSORS, contexts, ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, is_view_of, printed, raised, raises, shares_storage

SAME_OBJECT = ["x.contiguous()", "x.to(torch.float32)", "x.type(torch.float32)", "x.float()", "x.to(x.device)"]
VIEWS = [
    "x.view(6)", "x.reshape(6)", "x[:1].expand(4, 3)", "x.permute(1, 0)", "x.transpose(0, 1)", "x.T", "x.mT",
    "x.narrow(1, 0, 2)", "x.flatten()", "x.unsqueeze(0)", "x.squeeze()", "x.unflatten(1, (3, 1))", "x[0]", "x[:, 1:]",
]
NOT_CONTIGUOUS = ["x[:1].expand(4, 3)", "x.permute(1, 0)", "x.transpose(0, 1)", "x.T", "x.mT", "x.narrow(1, 0, 2)", "x[:, 1:]"]
VIEW_ERROR = "view size is not compatible with input tensor's size and stride"
LEAF_VIEW_ERROR = "a view of a leaf Variable that requires grad is being used in an in-place operation."
NO_GRAD_VIEW_ERROR = "A view was created in no_grad mode and is being modified inplace with grad mode enabled."
INFERENCE_VIEW_ERROR = "A view was created in inference mode and is being modified inplace in normal mode."
LEAF_VIEWS = tensors("view", "non-leaf", "requires-grad")
"""The catalogue's views of a leaf that requires grad: a slice of it, and it expanded."""
EXPANDED_LEAF_VIEW = "expanded view of a leaf that requires grad"
VALUE_WRITES = ops("in-place", "in-place-more", "in-place-indexed", "in-place-index-write")
"""The in-place operations of the catalogue that write values: arithmetic, clamp_, copy_, fills, item assignment, by mask or index."""
GRAD_ON = contexts(but=("torch.no_grad()", "inference mode"))
GRAD_ON_NAMED = contexts("no context", "default device meta", "default dtype float64")
"""The same settings as ``GRAD_ON``, named: grad mode on, outside inference mode."""
GRAD_OFF = contexts("torch.no_grad()", "inference mode", "torch.set_grad_enabled(False)")
NO_GRAD_VIEW, INFERENCE_VIEW = "no_grad view of a leaf that requires grad", "inference-mode view of a leaf that requires grad"
"""Views of a leaf that requires grad taken under ``torch.no_grad()``, and in inference mode."""
VIEW_OPS = ("t.view(t.shape)", "t[...]", "t.unsqueeze(0)", "t.expand_as(t)", "t.as_strided(t.size(), t.stride())")
ZERO_D_OPS = ("t[torch.tensor(0)]", "t[torch.tensor(0, dtype=torch.int32)]", "t[torch.tensor(0, dtype=torch.int16)]",
              "t[torch.tensor(0, dtype=torch.int8)]")
NO_ELEMENT_0 = (("0-d and empty tensors, which have no element 0", "0 维张量和空张量：没有下标为 0 的元素"),)
NO_MEMORY = (("empty and meta tensors, which hold no memory to compare", "空张量和 meta 张量：没有可比较的内存"),)


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


# --- Same object ------------------------------------------------------------------------------


@claim(
    "views.same-object",
    snippet="table.py",
    en="For the contiguous float32 `x`, `x.contiguous()`, `x.to(torch.float32)`, `x.type(torch.float32)`, `x.float()` and `x.to(x.device)` return `x` itself.",
    zh="对连续的 float32 张量 `x`，`x.contiguous()`、`x.to(torch.float32)`、`x.type(torch.float32)`、`x.float()` 和 `x.to(x.device)` 返回的都是 `x` 本身。",
)
def _(run):
    return run["x"].is_contiguous() and run["x"].dtype == torch.float32 and all_kind(run, SAME_OBJECT, "same object")


@claim(
    "views.contiguous-self",
    snippet="table.py",
    over=over(tensors(), ops("same-if-unchanged", only=("t.contiguous()",))),
    en="`t.contiguous()` returns `t` itself exactly when `t.is_contiguous()` is true, and otherwise a contiguous copy.",
    zh="`t.contiguous()` 当且仅当 `t.is_contiguous()` 为真时返回 `t` 本身，否则返回一个连续的副本。",
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
    en="`t.float()`, `t.to(torch.float32)` and `t.type(torch.float32)` return `t` itself exactly when `t` is float32, and otherwise a float32 copy.",
    zh="`t.float()`、`t.to(torch.float32)` 和 `t.type(torch.float32)` 当且仅当 `t` 是 float32 时返回 `t` 本身，否则返回一个 float32 副本。",
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
    en="`t.to(t.device)` returns `t` itself.",
    zh="`t.to(t.device)` 返回 `t` 本身。",
)
def _(run):
    return all_kind(run, ["x.to(x.device)"], "same object") and run.each(lambda case: case.apply() is case.tensor)


@claim(
    "views.cpu-same-object",
    snippet="table.py",
    devices=("cpu",),
    over=over(tensors(only=ON_THE_CPU), ops("same-if-unchanged", only=("t.cpu()",))),
    en="`t.cpu()` returns `t` itself when `t` is already on the CPU.",
    zh="`t` 已在 CPU 上时，`t.cpu()` 返回 `t` 本身。",
)
def _(run):
    return (run["x"].device.type == "cpu" and all_kind(run, ["x.cpu()"], "same object")
            and run.each(lambda case: case.tensor.device.type == "cpu" and case.apply() is case.tensor))


# --- Views ------------------------------------------------------------------------------------


@claim(
    "views.views",
    snippet="table.py",
    en="`x.view(6)`, `x.reshape(6)`, `x[:1].expand(4, 3)`, `x.permute(1, 0)`, `x.transpose(0, 1)`, `x.T`, `x.mT`, `x.narrow(1, 0, 2)`, `x.flatten()`, `x.unsqueeze(0)`, `x.squeeze()`, `x.unflatten(1, (3, 1))`, `x[0]` and `x[:, 1:]` return views of `x`: new tensors on its storage, with `x` as `_base`.",
    zh="`x.view(6)`、`x.reshape(6)`、`x[:1].expand(4, 3)`、`x.permute(1, 0)`、`x.transpose(0, 1)`、`x.T`、`x.mT`、`x.narrow(1, 0, 2)`、`x.flatten()`、`x.unsqueeze(0)`、`x.squeeze()`、`x.unflatten(1, (3, 1))`、`x[0]` 和 `x[:, 1:]` 返回的都是 `x` 的视图（view）：位于其存储上的新张量，`_base` 为 `x`。",
)
def _(run):
    return all_kind(run, VIEWS, "view")


@claim(
    "views.not-contiguous",
    snippet="table.py",
    en="`x[:1].expand(4, 3)`, `x.permute(1, 0)`, `x.transpose(0, 1)`, `x.T`, `x.mT`, `x.narrow(1, 0, 2)` and the column slice `x[:, 1:]` are the views of `x` that are not contiguous.",
    zh="`x[:1].expand(4, 3)`、`x.permute(1, 0)`、`x.transpose(0, 1)`、`x.T`、`x.mT`、`x.narrow(1, 0, 2)` 和按列切片 `x[:, 1:]` 是 `x` 的视图中不连续的那些。",
)
def _(run):
    made = run["made"]
    contiguous_views = [c for c in VIEWS if c not in NOT_CONTIGUOUS]
    return (all_kind(run, NOT_CONTIGUOUS, "view") and not any(made[c].is_contiguous() for c in NOT_CONTIGUOUS)
            and all(made[c].is_contiguous() for c in contiguous_views))


VIEW_OPS_NAMED = ("t.view(t.shape)", "t[...]", "t.unsqueeze(0)", "t.expand_as(t)", "t.as_strided(t.size(), t.stride())")
"""The view operations the sentence names (the catalogue's view family less ``t.detach()``, its exception)."""


@claim(
    "views.view-ops",
    snippet="table.py",
    over=over(tensors(but=("inference tensor",)), ops("view", only=VIEW_OPS_NAMED)),
    en="`t.view(t.shape)`, `t[...]`, `t.unsqueeze(0)`, `t.expand_as(t)` and `t.as_strided(t.size(), t.stride())` return a view whose `_base` is `t`, or the base of `t` when `t` is a view.",
    zh="`t.view(t.shape)`、`t[...]`、`t.unsqueeze(0)`、`t.expand_as(t)` 和 `t.as_strided(t.size(), t.stride())` 返回一个视图，其 `_base` 是 `t`；若 `t` 本身是视图，则不是它，而是 `t` 的基张量（base）。",
)
def _(run):
    def holds(case):
        t, r = case.tensor, case.apply()
        return r is not t and is_view_of(r, t) and on_memory_of(r, t)

    return all_kind(run, ["x.view(6)", "x[0]", "x.unsqueeze(0)"], "view") and run.each(holds)


@claim(
    "views.detach-alias",
    snippet="table.py",
    over=over(tensors(but=("meta",)), ops("view", only=("t.detach()",))),
    exception_to="views.view-ops",
    en="`t.detach()` shares the memory of `t`, yet autograd does not record it as a view: its `_base` is `None`.",
    zh="`t.detach()` 与 `t` 共享内存，但自动求导（autograd）不把它记为视图：它的 `_base` 是 `None`。",
)
def _(run):
    y = run["made"]["x.detach()"]

    def holds(case):
        t, r = case.tensor, case.apply()
        return r is not t and r._base is None and shares_storage(r, t) and r.data_ptr() == t.data_ptr()

    return y._base is None and all_kind(run, ["x.detach()"], "alias") and run.each(holds)


@claim(
    "views.zero-d-index-view",
    snippet="table.py",
    over=over(tensors(only=WITH_AN_ELEMENT, but=("inference tensor",)), ops("zero-d-index")),
    not_covered=NO_ELEMENT_0,
    en="A 0-d index of dtype int64, int32, int16 or int8 acts as the integer it holds: `x[torch.tensor(1)]`, like `x[1]`, is a view of `x`.",
    zh="数据类型（dtype）为 int64、int32、int16 或 int8 的 0 维索引，作用就是它所存的整数：`x[torch.tensor(1)]` 与 `x[1]` 一样是 `x` 的视图。",
)
def _(run):
    def holds(case):
        t, r = case.tensor, case.apply()
        return r is not t and is_view_of(r, t) and on_memory_of(r, t)

    x = run["x"]
    return (all_kind(run, ["x[torch.tensor(1)]"], "view") and equal(run["made"]["x[torch.tensor(1)]"], x[1])
            and torch.tensor(1).dtype == torch.int64
            and {op.code for op in ops("zero-d-index").items} == set(ZERO_D_OPS)
            and run.each(holds))


@claim(
    "views.zero-d-uint8",
    snippet="table.py",
    exception_to="views.zero-d-index-view",
    en="A 0-d uint8 index is read as a mask, as a 0-d bool one is: `x[torch.tensor(1, dtype=torch.uint8)]` is a copy of shape `(1, 2, 3)`.",
    zh="0 维 uint8 索引会像 0 维布尔索引一样被当作掩码：`x[torch.tensor(1, dtype=torch.uint8)]` 是形状为 `(1, 2, 3)` 的副本。",
)
def _(run):
    x = run["x"]
    one, zero = x[torch.tensor(1, dtype=torch.uint8)], x[torch.tensor(0, dtype=torch.uint8)]
    return (all_kind(run, ["x[torch.tensor(1)]"], "view")
            and tuple(one.shape) == (1, 2, 3) and is_copy(one, x) and torch.equal(one, x[torch.tensor(True)])
            and tuple(zero.shape) == (0, 2, 3) and tuple(x[torch.tensor(False)].shape) == (0, 2, 3))


@claim(
    "views.view-inference",
    snippet="inference_view.py",
    over=over(tensors("inference"), ops(only=VIEW_OPS + ZERO_D_OPS)),
    exception_to=("views.view-ops", "views.zero-d-index-view"),
    en="A view of an inference tensor has no `_base`, though it shares the inference tensor's memory, as `v = i[0]` does.",
    zh="推理张量（inference tensor）的视图没有 `_base`，尽管它与该推理张量共享内存，`v = i[0]` 就是这样。",
)
def _(run):
    def holds(case):
        t, r = case.tensor, case.apply()
        return r is not t and r._base is None and shares_storage(r, t)

    i, v = run["i"], run["v"]
    return i.is_inference() and v._base is None and shares_storage(v, i) and run.each(holds)


# --- Copies -----------------------------------------------------------------------------------


@claim(
    "views.advanced-indexing-copies",
    snippet="table.py",
    over=over(tensors(only=WITH_AN_ELEMENT, but=("meta",)), ops("advanced-index")),
    not_covered=(*NO_ELEMENT_0, ("sparse, mkldnn and nested tensors", "稀疏、mkldnn 和嵌套张量")),
    en="Indexing with a list of integers, an integer tensor of one or more dimensions, or a boolean mask returns a copy, even `x[[0, 1]]`, which selects all of `x`.",
    zh="用整数列表、一维及以上的整数张量或布尔掩码做索引，返回的都是副本，即使像 `x[[0, 1]]` 那样选中了整个 `x`。",
)
def _(run):
    return (all_kind(run, ["x[[0, 1]]", "x[torch.tensor([1])]", "x[x > 2]"], "copy") and equal(run["made"]["x[[0, 1]]"], run["x"])
            and run.each(lambda case: is_copy(case.apply(), case.tensor)))


@claim(
    "views.non-contiguous-input-copies",
    snippet="table.py",
    en="For the transpose `xt = x.t()`, which is not contiguous, `xt.reshape(6)`, `xt.flatten()` and `xt.contiguous()` return copies.",
    zh="转置 `xt = x.t()` 不是连续的，`xt.reshape(6)`、`xt.flatten()` 和 `xt.contiguous()` 对它返回的都是副本。",
)
def _(run):
    return not run["xt"].is_contiguous() and all_kind(run, ["xt.reshape(6)", "xt.flatten()", "xt.contiguous()"], "copy")


@claim(
    "views.conversions-copy",
    snippet="table.py",
    en="`x.to(torch.float64)`, `x.double()`, `x.to(torch.float32, copy=True)` and `x.clone()` return copies.",
    zh="`x.to(torch.float64)`、`x.double()`、`x.to(torch.float32, copy=True)` 和 `x.clone()` 返回副本。",
)
def _(run):
    return all_kind(run, ["x.to(torch.float64)", "x.double()", "x.to(torch.float32, copy=True)", "x.clone()"], "copy")


# --- repeat or expand -------------------------------------------------------------------------


@claim(
    "views.repeat-expand",
    snippet="repeat_expand.py",
    over=over(tensors(but=("meta",)), ops("repeat", "expand-new-dim")),
    en="`repeat` copies and `expand` does not: `row.repeat(4, 1)` writes the row four times into new memory, while `row.expand(4, 3)` reads it four times through stride 0.",
    zh="`repeat` 会复制，`expand` 不会：`row.repeat(4, 1)` 把这一行写四遍，存入新的内存；`row.expand(4, 3)` 则借助为 0 的步幅（stride）把同一行读四遍。",
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


# --- Does reshape copy? -----------------------------------------------------------------------


@claim(
    "views.reshape-answer",
    snippet="reshape.py",
    over=over(tensors(), ops("reshape", only=("t.reshape(-1)",))),
    en="`reshape` shares the input's memory when `view` can give the new shape, and copies otherwise: `x.reshape(6)` shares, `x.t().reshape(6)` copies.",
    zh="`view` 能给出新形状时，`reshape` 与输入共享内存，否则复制：`x.reshape(6)` 共享，`x.t().reshape(6)` 复制。",
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

    return shares_storage(x, a) and not shares_storage(x, b) and run.each(holds)


@claim(
    "views.reshape-writes",
    snippet="reshape.py",
    en="So a write to the result of `x.reshape(6)` reaches `x`, and a write to that of `x.t().reshape(6)` does not.",
    zh="因此，写入 `x.reshape(6)` 的结果会影响 `x`，写入 `x.t().reshape(6)` 的结果则不会。",
)
def _(run):
    x = run["x"]
    return x[0, 0].item() == 100.0 and run["a"][0].item() == 100.0 and run["b"][1].item() == 200.0 and 200.0 not in x


@claim(
    "views.view-never-copies",
    snippet="view_error.py",
    over=over(tensors(), ops("reshape", only=("t.view(-1)",))),
    en="`view` never copies: `t.view(-1)` either shares the memory of `t` or raises `RuntimeError`.",
    zh="`view` 从不复制：`t.view(-1)` 要么与 `t` 共享内存，要么抛出 `RuntimeError`。",
)
def _(run):
    def holds(case):
        try:
            r = case.apply()
        except RuntimeError as exc:
            return VIEW_ERROR in str(exc)
        return on_memory_of(r, case.tensor)

    return raised(run, RuntimeError, VIEW_ERROR) and run.each(holds)


@claim(
    "views.view-error",
    snippet="view_error.py",
    en="`x.t().view(6)` raises `RuntimeError: view size is not compatible with input tensor's size and stride`, and the message suggests `.reshape(...)`.",
    zh="`x.t().view(6)` 会抛出 `RuntimeError: view size is not compatible with input tensor's size and stride`（视图的大小与输入张量的大小和步幅不兼容），错误信息建议改用 `.reshape(...)`。",
)
def _(run):
    return raised(run, RuntimeError, VIEW_ERROR) and "Use .reshape(...) instead" in str(run.error)


# --- Writing through a view -------------------------------------------------------------------


@claim(
    "views.write-through",
    snippet="write_through.py",
    en="Writing to the view `row = x[0]` changes `x` and bumps its version counter; writing to the copy `picked = x[[0]]` changes neither.",
    zh="写入视图 `row = x[0]` 会改变 `x`，并让它的版本计数器（version counter）加一；写入副本 `picked = x[[0]]` 则两者都不改变。",
)
def _(run):
    x = run["x"]
    return (x[0, 0].item() == 100.0 and 200.0 not in x and x._version == 1
            and run["row"]._base is x and run["picked"]._base is None)


# --- In place on a view of a leaf that requires grad ------------------------------------------


@claim(
    "views.leaf-view-inplace-error",
    snippet="leaf_view_inplace.py",
    over=over(LEAF_VIEWS, VALUE_WRITES, GRAD_ON),
    not_covered=(("a view returned with others by one call, such as an output of `unbind` or each row of a `for` loop over the tensor",
                  "与其他视图一起由同一次调用返回的视图，如 `unbind` 的输出，或对张量做 `for` 循环得到的每一行"),
                 ("writes through `out=`", "通过 `out=` 的写入"),
                 ("a view made by `view(dtype)`, such as `w.view(torch.int32)`, which autograd does not track: the write goes through",
                  "由 `view(dtype)` 得到的视图，例如 `w.view(torch.int32)`：自动求导不跟踪它，写入照常执行")),
    en="With grad mode on, writing in place to a view of a leaf that requires grad raises `RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.`",
    zh="梯度模式开启时，向需要梯度的叶子张量（leaf tensor）的视图原地写入数值不会成功，而会抛出 `RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.`（需要梯度的叶子张量的视图正被原地修改）。",
)
def _(run):
    def refused(case):
        t = case.tensor
        before = t._base.detach().clone()

        def unchanged():
            return t._base.is_leaf and bool(torch.equal(t._base.detach(), before))

        try:
            case.apply()
        except RuntimeError as error:
            if not (type(error) is RuntimeError and str(error) == LEAF_VIEW_ERROR and unchanged()):
                return False
        else:
            return False
        # an advanced-index write that accumulates is refused the same way (on an expanded view too)
        index = torch.zeros(1, dtype=torch.long, device=t.device)
        try:
            t.index_put_((index,), t.new_ones(()), accumulate=True)
        except RuntimeError as error:
            return type(error) is RuntimeError and str(error) == LEAF_VIEW_ERROR and unchanged()
        return False

    def dtype_views_written():
        """What the not-covered label says: a write through ``view(dtype)`` of such a leaf goes through."""
        w = torch.ones(3, requires_grad=True)
        w.view(torch.float32)[:2].mul_(2)
        w.view(torch.int32).add_(1)
        return torch.is_grad_enabled() and w.is_leaf and w.requires_grad and w[2].item() > 1.0 and w[0].item() > 2.0

    w = run["w"]
    return (raised(run, RuntimeError) and str(run.error) == LEAF_VIEW_ERROR
            and w.is_leaf and w.requires_grad and w.tolist() == [1.0, 1.0, 1.0] and run.each(refused)
            and dtype_views_written())


@claim(
    "views.leaf-view-no-grad",
    snippet="leaf_view_no_grad.py",
    over=over(tensors("view", "non-leaf", "requires-grad", but=(EXPANDED_LEAF_VIEW,)), VALUE_WRITES, GRAD_OFF),
    exception_to="views.leaf-view-inplace-error",
    en="Inside `torch.no_grad()` or inference mode the same write goes through: `w[:2].mul_(2)` makes `w` `[2.0, 2.0, 1.0]`, still a leaf that requires grad.",
    zh="在 `torch.no_grad()` 或推理模式（inference mode）中，同样的写入照常执行，不会报错：`w[:2].mul_(2)` 使 `w` 变为 `[2.0, 2.0, 1.0]`，它仍是需要梯度的叶子张量。",
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
    "views.leaf-view-taken-no-grad",
    snippet="leaf_view_taken_no_grad.py",
    over=over(tensors(only=(NO_GRAD_VIEW,)), VALUE_WRITES, GRAD_ON_NAMED),
    exception_to="views.leaf-view-inplace-error",
    en="A view taken under `torch.no_grad()` raises another error: `v.mul_(2)` raises a `RuntimeError` starting `A view was created in no_grad mode and is being modified inplace with grad mode enabled.`",
    zh="在 `torch.no_grad()` 下取得的视图会抛出另一种错误：`v.mul_(2)` 抛出 `RuntimeError`，其信息开头是 `A view was created in no_grad mode and is being modified inplace with grad mode enabled.`（该视图是在 no_grad 模式下创建的，却在梯度模式开启时被原地修改）。",
)
def _(run):
    return (raised(run, RuntimeError, NO_GRAD_VIEW_ERROR) and str(run.error).startswith(NO_GRAD_VIEW_ERROR)
            and run["w"].tolist() == [1.0, 1.0, 1.0] and run["v"]._is_view()
            and run.each(lambda case: raises(case.apply, RuntimeError, NO_GRAD_VIEW_ERROR)))


@claim(
    "views.leaf-view-taken-inference",
    snippet="leaf_view_taken_inference.py",
    over=over(tensors(only=(INFERENCE_VIEW,)), VALUE_WRITES, GRAD_ON_NAMED),
    exception_to="views.leaf-view-inplace-error",
    en="A view taken in inference mode raises a `RuntimeError` starting `A view was created in inference mode and is being modified inplace in normal mode.`",
    zh="在推理模式中取得的视图则抛出 `RuntimeError`，其信息开头是 `A view was created in inference mode and is being modified inplace in normal mode.`（该视图是在推理模式下创建的，却在普通模式下被原地修改）。",
)
def _(run):
    return (raised(run, RuntimeError, INFERENCE_VIEW_ERROR) and str(run.error).startswith(INFERENCE_VIEW_ERROR)
            and run["w"].tolist() == [1.0, 1.0, 1.0] and run["v"]._is_view() and not run["v"].is_inference()
            and run.each(lambda case: raises(case.apply, RuntimeError, INFERENCE_VIEW_ERROR)))


# --- .to() and copy=True ----------------------------------------------------------------------


@claim(
    "views.to-copy-true",
    snippet="to_copy.py",
    over=over(tensors(), ops("copy", only=("t.to(copy=True)",))),
    not_covered=NO_MEMORY,
    en="`t.to(copy=True)` returns a new tensor with memory of its own, even when `t` needs no conversion.",
    zh="即使 `t` 无需任何转换，`t.to(copy=True)` 也返回一个拥有自己内存的新张量。",
)
def _(run):
    x, forced = run["x"], run["forced"]

    def holds(case):
        t, r = case.tensor, case.apply()
        return is_copy(r, t) and r.dtype == t.dtype and r.shape == t.shape and equal_or_meta(r, t)

    return forced is not x and not shares_storage(x, forced) and forced[0].item() == 1.0 and run.each(holds)


@claim(
    "views.to-same-object",
    snippet="to_copy.py",
    en="`x.to(torch.float32)` on a float32 `x` returns `x` itself, so a later write to `x` shows in it, but not in the `copy=True` result.",
    zh="对 float32 的 `x` 调用 `x.to(torch.float32)` 返回的就是 `x` 本身，所以之后对 `x` 的写入会反映在它上面，却不会反映在 `copy=True` 的结果中。",
)
def _(run):
    x, same, forced = run["x"], run["same"], run["forced"]
    return same is x and forced is not x and same[0].item() == -1.0 and forced[0].item() == 1.0


@claim(
    "views.leaf-view-init",
    snippet="leaf_view_init.py",
    over=over(LEAF_VIEWS, ops("in-place-init"), GRAD_ON_NAMED),
    exception_to="views.leaf-view-inplace-error",
    not_covered=(("a view the function does not support, such as a 1-D one for `xavier_uniform_` or an expanded one for `normal_`",
                  "函数不支持的视图，例如 `xavier_uniform_` 遇到 1 维视图，或 `normal_` 遇到扩展视图"),),
    en="The functions of `torch.nn.init` write through a view of such a leaf even with grad mode on: `torch.nn.init.zeros_(w[:2])` makes `w` `[0.0, 0.0, 1.0]`, still a leaf that requires grad.",
    zh="`torch.nn.init` 的函数即使在梯度模式开启时也能经由这种叶子张量的视图写入：`torch.nn.init.zeros_(w[:2])` 使 `w` 变为 `[0.0, 0.0, 1.0]`，它仍是需要梯度的叶子张量。",
)
def _(run):
    def writes(case):
        base = case.tensor._base
        version = base._version
        case.apply()
        return base.is_leaf and base.requires_grad and base.grad_fn is None and base._version > version

    def each_function():
        """Every in-place function of ``torch.nn.init`` through the slice ``leaf[:2]`` of a fresh leaf that requires grad
        (2-D, 3-D for ``dirac_``), a plain one and a Parameter, with grad mode on."""
        found = [name for name in dir(torch.nn.init) if name.endswith("_") and not name.startswith("_")]
        extra = {"constant_": (2.0,), "sparse_": (0.5,)}
        with torch.enable_grad():
            for name in found:
                for make in (lambda s: torch.full(s, 7.0, requires_grad=True), lambda s: torch.nn.Parameter(torch.full(s, 7.0))):
                    leaf = make((4, 3, 3) if name == "dirac_" else (4, 3))
                    version, view = leaf._version, leaf[:2]
                    if getattr(torch.nn.init, name)(view, *extra.get(name, ())) is not view:
                        return False
                    if not (leaf.is_leaf and leaf.requires_grad and leaf.grad_fn is None and leaf._version > version
                            and bool((leaf[2:] == 7.0).all()) and not bool((leaf[:2] == 7.0).all())):
                        return False
        return len(found) >= 14

    def unsupported():
        """What the not-covered label says: ``xavier_uniform_`` refuses a 1-D view, ``normal_`` an expanded one."""
        leaf = torch.ones(4, requires_grad=True)
        return (raises(lambda: torch.nn.init.xavier_uniform_(leaf[:2]), ValueError)
                and raises(lambda: torch.nn.init.normal_(leaf.expand(2, 4)), RuntimeError, "more than one element"))

    w = run["w"]
    return (run.error is None and printed(run, "grad mode on: True") and w.tolist() == [0.0, 0.0, 1.0]
            and w.is_leaf and w.requires_grad and w.grad_fn is None and run.each(writes)
            and each_function() and unsupported())


# --- Splitting functions, storage kept alive, view(dtype), sharing tests, shallow copies -------


def _on_storage_of(piece, x):
    return piece.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()


@claim(
    "views.split-views",
    snippet="split_views.py",
    not_covered=(("pieces taken in inference mode, which share the storage but are not views (`_base` is None)",
                  "推理模式下切出的块：共享存储，但不是视图（`_base` 为 None）"),),
    en="`x.split(2)`, `x.chunk(3)`, `x.view(2, 3).unbind()` and `x.tensor_split(3)` copy nothing: each piece is a view on the storage of `x`.",
    zh="`x.split(2)`、`x.chunk(3)`、`x.view(2, 3).unbind()` 和 `x.tensor_split(3)` 都不复制：每一块都是 `x` 存储上的视图。",
)
def _(run):
    x = run["x"]
    return (all(p._base is x for pieces in run["parts"].values() for p in pieces)
            and all(_on_storage_of(p, x) for pieces in run["parts"].values() for p in pieces)
            and len(run["parts"]) == 4 and run["first"][0].item() == 100.0)


@claim(
    "views.slice-keeps-storage",
    snippet="view_keeps_storage.py",
    en="`small = big[:2]` keeps the whole storage of `big` alive: after `del big`, `small` still holds {held} bytes; `small.clone()` holds {cloned}.",
    zh="`small = big[:2]` 会让 `big` 的整个存储一直存活：`del big` 之后，`small` 仍占着 {held} 字节；`small.clone()` 只占 {cloned} 字节。",
)
def _(run):
    small, kept = run["small"], run["kept"]
    return (small.untyped_storage().nbytes() == run["held"] == 4_000_000 and kept.untyped_storage().nbytes() == run["cloned"] == 8
            and small._base is not None and kept._base is None)


@claim(
    "views.view-dtype-bits",
    snippet="view_dtype.py",
    en="`f.view(torch.int32)` reinterprets the bytes of the float32 `f` on its storage ({bits}); `f.to(torch.int32)` converts each value into new memory ({values}).",
    zh="`f.view(torch.int32)` 在 float32 张量 `f` 的存储上把同样的字节按 int32 重新解读（{bits}）；`f.to(torch.int32)` 则把每个值转换后写入新的内存（{values}）。",
)
def _(run):
    f, bits, values = run["f"], run["bits"], run["values"]
    return (bits.dtype == values.dtype == torch.int32 and _on_storage_of(bits, f) and not _on_storage_of(values, f)
            and bits.tolist() == [1065353216, -1073741824] and values.tolist() == [1, -2])


@claim(
    "views.same-storage-test",
    snippet="share_test.py",
    not_covered=NO_MEMORY,
    en="To test whether `b` is a view on the memory of `a`, compare `a.untyped_storage().data_ptr()` with `b.untyped_storage().data_ptr()`: for the view `b = a[1:]` they are equal, though `a.data_ptr() == b.data_ptr()` is False.",
    zh="要判断 `b` 是否是 `a` 内存上的视图，应比较 `a.untyped_storage().data_ptr()` 与 `b.untyped_storage().data_ptr()`：对视图 `b = a[1:]`，二者相等，而 `a.data_ptr() == b.data_ptr()` 为 False。",
)
def _(run):
    a, b, c = run["a"], run["b"], run["c"]
    return (a.data_ptr() != b.data_ptr() and _on_storage_of(b, a) and not _on_storage_of(c, a)
            and printed(run, "a.data_ptr() == b.data_ptr(): False") and printed(run, "same storage, a and b: True")
            and printed(run, "same storage, a and c: False"))


@claim(
    "views.same-storage-numpy",
    snippet="share_test.py",
    exception_to="views.same-storage-test",
    en="A NumPy round trip loses the offset: for `n = torch.from_numpy(a.numpy()[1:])`, whose storage starts at `a[1]`, the storages' pointers differ, yet `n[0] = 99.0` changes `a`.",
    zh="经 NumPy 转一圈会丢掉偏移：`n = torch.from_numpy(a.numpy()[1:])` 的存储从 `a[1]` 开始，两者存储的指针不同，但 `n[0] = 99.0` 仍会改变 `a`。",
)
def _(run):
    a, n = run["a"], run["n"]
    return (not _on_storage_of(n, a) and n.untyped_storage().data_ptr() == a[1:].data_ptr() and a.tolist() == [0.0, 99.0, 2.0, 3.0] and n.data_ptr() == a[1:].data_ptr()
            and printed(run, "same storage, a and n: False") and printed(run, "a after n[0] = 99: tensor([ 0., 99.,  2.,  3.])"))


@claim(
    "views.shallow-copy-shares",
    snippet="shallow_copy.py",
    en="`s = copy.copy(x)` is a shallow copy: a new tensor object on the storage of `x`, so `s[0] = 5.0` changes `x`; `copy.deepcopy(x)` copies the data.",
    zh="`s = copy.copy(x)` 是浅拷贝：它是 `x` 存储上的新张量对象，所以 `s[0] = 5.0` 会改变 `x`；`copy.deepcopy(x)` 才复制数据。",
)
def _(run):
    x, s, d = run["x"], run["s"], run["d"]
    return (s is not x and _on_storage_of(s, x) and x[0].item() == 5.0 and not _on_storage_of(d, x)
            and printed(run, "x after s[0] = 5: tensor([5., 0., 0.])"))
