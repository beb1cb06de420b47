from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raised, shares_storage

SAME_OBJECT = ["x.contiguous()", "x.to(torch.float32)", "x.type(torch.float32)", "x.float()", "x.to(x.device)"]
VIEWS = [
    "x.view(6)", "x.reshape(6)", "x[:1].expand(4, 3)", "x.permute(1, 0)", "x.transpose(0, 1)", "x.T", "x.mT",
    "x.narrow(1, 0, 2)", "x.flatten()", "x.unsqueeze(0)", "x.squeeze()", "x.unflatten(1, (3, 1))", "x[0]", "x[:, 1:]",
]
NOT_CONTIGUOUS = ["x[:1].expand(4, 3)", "x.permute(1, 0)", "x.transpose(0, 1)", "x.T", "x.mT", "x.narrow(1, 0, 2)", "x[:, 1:]"]
VIEW_ERROR = "view size is not compatible with input tensor's size and stride"


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
    en="When nothing has to change, `x.contiguous()`, `x.to(torch.float32)`, `x.type(torch.float32)`, `x.float()` and `x.to(x.device)` return `x` itself, the same Python object.",
    zh="在无需任何改变时，`x.contiguous()`、`x.to(torch.float32)`、`x.type(torch.float32)`、`x.float()` 和 `x.to(x.device)` 返回的就是 `x` 本身，即同一个 Python 对象。",
)
def _(run):
    return run["x"].is_contiguous() and run["x"].dtype.is_floating_point and all_kind(run, SAME_OBJECT, "same object")


@claim(
    "views.cpu-same-object",
    snippet="table.py",
    devices=("cpu",),
    en="For a tensor already on the CPU, `x.cpu()` returns `x` itself.",
    zh="对于已经在 CPU 上的张量，`x.cpu()` 返回的就是 `x` 本身。",
)
def _(run):
    return run["x"].device.type == "cpu" and all_kind(run, ["x.cpu()"], "same object")


@claim(
    "views.views",
    snippet="table.py",
    en="For the table's `x`, contiguous and not itself a view, `x.view(6)`, `x.reshape(6)`, `x[:1].expand(4, 3)`, `x.permute(1, 0)`, `x.transpose(0, 1)`, `x.T`, `x.mT`, `x.narrow(1, 0, 2)`, `x.flatten()`, `x.unsqueeze(0)`, `x.squeeze()`, `x.unflatten(1, (3, 1))` and basic indexing (`x[0]`, `x[:, 1:]`) return views: new tensor objects on the storage of `x`, with `x` as their `_base`.",
    zh="对表中的 `x`（连续，且本身不是视图）而言，`x.view(6)`、`x.reshape(6)`、`x[:1].expand(4, 3)`、`x.permute(1, 0)`、`x.transpose(0, 1)`、`x.T`、`x.mT`、`x.narrow(1, 0, 2)`、`x.flatten()`、`x.unsqueeze(0)`、`x.squeeze()`、`x.unflatten(1, (3, 1))` 以及基本索引（`x[0]`、`x[:, 1:]`）返回的都是视图：新的张量对象，位于 `x` 的存储上，`_base` 是 `x`。",
)
def _(run):
    return all_kind(run, VIEWS, "view")


@claim(
    "views.not-contiguous",
    snippet="table.py",
    en="Of these views, those made by `expand`, `permute`, `transpose`, `.T`, `.mT`, `narrow` and the column slice `x[:, 1:]` are not contiguous.",
    zh="这些视图中，由 `expand`、`permute`、`transpose`、`.T`、`.mT`、`narrow` 和按列切片 `x[:, 1:]` 得到的视图不是连续的。",
)
def _(run):
    made = run["made"]
    contiguous_views = [c for c in VIEWS if c not in NOT_CONTIGUOUS]
    return (all_kind(run, NOT_CONTIGUOUS, "view") and not any(made[c].is_contiguous() for c in NOT_CONTIGUOUS)
            and all(made[c].is_contiguous() for c in contiguous_views))


@claim(
    "views.non-contiguous-input-copies",
    snippet="table.py",
    en="For a non-contiguous input such as the transpose `xt = x.t()`, `xt.reshape(6)`, `xt.flatten()` and `xt.contiguous()` return copies with memory of their own.",
    zh="对于不连续的输入，例如转置 `xt = x.t()`，`xt.reshape(6)`、`xt.flatten()` 和 `xt.contiguous()` 返回的都是副本，拥有自己的内存。",
)
def _(run):
    return not run["xt"].is_contiguous() and all_kind(run, ["xt.reshape(6)", "xt.flatten()", "xt.contiguous()"], "copy")


@claim(
    "views.advanced-indexing-copies",
    snippet="table.py",
    en="Advanced indexing (`x[[0, 1]]`) and boolean indexing (`x[x > 2]`) return copies, even when the selected elements could be described by strides.",
    zh="高级索引（`x[[0, 1]]`）和布尔索引（`x[x > 2]`）返回副本，即使所选元素本可以用步幅描述。",
)
def _(run):
    return all_kind(run, ["x[[0, 1]]", "x[x > 2]"], "copy") and equal(run["made"]["x[[0, 1]]"], run["x"])


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
    en="`x.detach()` is a new tensor object on the memory of `x`, yet not a view in the autograd sense: its `_base` is `None`.",
    zh="`x.detach()` 是位于 `x` 内存上的新张量对象，但在自动求导的意义上不是视图：它的 `_base` 是 `None`。",
)
def _(run):
    y = run["made"]["x.detach()"]
    return y._base is None and all_kind(run, ["x.detach()"], "alias")


@claim(
    "views.reshape-answer",
    snippet="reshape.py",
    en="`reshape` returns a view when the input's memory can be read in the new shape with strides alone, and a copy otherwise: `x.reshape(6)` shares the memory of a contiguous `x`, `x.t().reshape(6)` does not, so a write to its result may or may not reach `x`.",
    zh="`reshape` 在仅靠步幅就能按新形状读取输入内存时返回视图，否则返回副本：`x.reshape(6)` 与连续的 `x` 共享内存，`x.t().reshape(6)` 则不共享，因此写入它的结果不一定会影响 `x`。",
)
def _(run):
    x, a, b = run["x"], run["a"], run["b"]
    return shares_storage(x, a) and not shares_storage(x, b) and x[0, 0].item() == 100.0 and 200.0 not in x


@claim(
    "views.view-never-copies",
    snippet="view_error.py",
    en="`view` never copies: on the transpose, `x.t().view(6)` raises `RuntimeError` (view size is not compatible with input tensor's size and stride …), and the message suggests `.reshape(...)`.",
    zh="`view` 从不复制：对转置调用 `x.t().view(6)` 会抛出 `RuntimeError`（view size is not compatible with input tensor's size and stride …，意为视图的尺寸与输入张量的尺寸和步幅不兼容），错误信息建议改用 `.reshape(...)`。",
)
def _(run):
    return raised(run, RuntimeError, VIEW_ERROR) and "Use .reshape(...) instead" in str(run.error)


@claim(
    "views.write-through",
    snippet="write_through.py",
    en="A write to a view (`row = x[0]`) changes `x` and bumps the version counter of `x`; a write to an advanced-indexing copy (`picked = x[[0]]`) changes neither, and the copy has no `_base`.",
    zh="写入视图（`row = x[0]`）会改变 `x`，并让 `x` 的版本计数器加一；写入高级索引得到的副本（`picked = x[[0]]`）则两者都不改变，且该副本没有 `_base`。",
)
def _(run):
    x = run["x"]
    return (x[0, 0].item() == 100.0 and 200.0 not in x and x._version == 1
            and run["row"]._base is x and run["picked"]._base is None)


@claim(
    "views.to-copy-true",
    snippet="to_copy.py",
    en="`x.to(torch.float32)` on a float32 `x` returns `x` itself, while `copy=True` forces a new tensor with memory of its own: a later write to `x` shows in the first and not in the second.",
    zh="对 float32 的 `x` 调用 `x.to(torch.float32)` 返回的就是 `x` 本身，而 `copy=True` 会强制生成拥有自己内存的新张量：之后对 `x` 的写入会反映在前者中，而不会反映在后者中。",
)
def _(run):
    x, same, forced = run["x"], run["same"], run["forced"]
    return same is x and forced is not x and not shares_storage(x, forced) and same[0].item() == -1.0 and forced[0].item() == 1.0
