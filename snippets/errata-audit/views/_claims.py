import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import printed

# Errata found by the docstring audit of these functions (docs/audit/views.md): each quotes a docstring statement and shows what happens.


@claim(
    "errata.views-view-empty",
    snippet="views_view_empty.py",
    en="`view`'s docstring says a view joins only dimensions that satisfy “stride[i] = stride[i+1] × size[i+1]”, others needing a copy; yet the empty `e`, strides `(1, 2)`, fails it, and `e.view(0)` joins them, sharing its storage.",
    zh="`view` 的文档字符串（docstring）说，视图（view）只能合并满足 “stride[i] = stride[i+1] × size[i+1]” 的维度，否则就得复制；可是空张量 `e` 的步幅（stride）为 `(1, 2)`，不满足这一条件，`e.view(0)` 却合并了它们，共享其存储。",
)
def _(run):
    e, v = run["e"], run["v"]
    return (tuple(e.shape) == (0, 3) and e.stride() == (1, 2) and e.untyped_storage().nbytes() > 0 and e.stride(0) != e.stride(1) * e.size(1)
            and tuple(v.shape) == (0,) and v.untyped_storage().data_ptr() == e.untyped_storage().data_ptr()
            and printed(run, "stride[0] == stride[1] * size[1]: False") and printed(run, "v shares the storage of e: True"))


@claim(
    "errata.views-resize-offset",
    snippet="views_resize_offset.py",
    en="`resize_`'s docstring says that with fewer elements than the storage holds “the underlying storage is not changed”; yet `t.resize_(3)` of `t = base[2:]` grows the 4-element storage from 16 to 20 bytes.",
    zh="`resize_` 的文档字符串说，元素比存储所容纳的少时 “the underlying storage is not changed”（底层存储不变）；可是对 `t = base[2:]` 调用 `t.resize_(3)`，会把 4 个元素的存储从 16 字节扩大到 20 字节。",
)
def _(run):
    t, base = run["t"], run["base"]
    return (t.storage_offset() == 2 and t.numel() == 3 and base.numel() == 4 and t.untyped_storage().nbytes() == 20
            and printed(run, "t.numel(): 2  storage: 16 bytes") and printed(run, "after t.resize_(3): 20 bytes; base's storage: 20 bytes"))


@claim(
    "errata.views-resize-explicit-format",
    snippet="views_resize_format.py",
    en="`resize_` documents the default `memory_format=torch.contiguous_format` and no change of strides when the size matches; yet passing that default restrides the transposed `u` to `(2, 1)`, while `t.resize_(3, 2)` keeps `(1, 3)`.",
    zh="`resize_` 的文档写明默认 `memory_format=torch.contiguous_format`，且大小相同时步幅不变；可是显式传入这个默认值，会把转置的 `u` 的步幅改成 `(2, 1)`，而 `t.resize_(3, 2)` 保持 `(1, 3)`。",
)
def _(run):
    t, u = run["t"], run["u"]
    return (t.stride() == (1, 3) and u.stride() == (2, 1) and tuple(t.shape) == tuple(u.shape) == (3, 2)
            and printed(run, "t.resize_(3, 2): (1, 3)") and printed(run, "u.resize_(3, 2, memory_format=torch.contiguous_format): (2, 1)"))


@claim(
    "errata.views-expand-as-subclass",
    snippet="views_expand_as_subclass.py",
    en="`row.expand_as(other)` is not equivalent to `row.expand(other.size())` when `other` is a `Tagged`, a subclass of `torch.Tensor`: the first returns a `Tagged`, the second a `Tensor`.",
    zh="当 `other` 是 `torch.Tensor` 的子类 `Tagged` 的实例时，`row.expand_as(other)` 并不等价于 `row.expand(other.size())`：前者返回 `Tagged`，后者返回 `Tensor`。",
)
def _(run):
    a, b = run["a"], run["b"]
    return (type(a) is run["Tagged"] and type(b) is torch.Tensor and a.shape == b.shape
            and printed(run, "row.expand_as(other): Tagged (2, 3)") and printed(run, "row.expand(other.size()): Tensor (2, 3)"))


@claim(
    "errata.views-expand-as-parameter",
    snippet="views_expand_as_subclass.py",
    exception_to="errata.views-expand-as-subclass",
    en="For the `Parameter` `p`, `row.expand_as(p)` and `row.expand(p.size())` both return a `Tensor`: a `Parameter` does not pass its type on.",
    zh="对 `Parameter` `p`，`row.expand_as(p)` 和 `row.expand(p.size())` 都返回 `Tensor`：`Parameter` 不会把自己的类型传给结果。",
)
def _(run):
    return (isinstance(run["p"], torch.nn.Parameter)
            and printed(run, "row.expand_as(p): Tensor  row.expand(p.size()): Tensor"))


@claim(
    "errata.views-set-size-optional",
    snippet="views_set_size.py",
    en="`set_`'s docstring marks `size` optional, defaulting to the size of the source; yet `u.set_(s, 2)`, a storage and an offset without `size`, raises `TypeError`, while `t.set_(s, 2, size=(2,))` works.",
    zh="`set_` 的文档字符串把 `size` 标为可选，默认取源的大小；可是只给存储和偏移量、不给 `size` 的 `u.set_(s, 2)` 会抛出 `TypeError`，而 `t.set_(s, 2, size=(2,))` 可以正常执行。",
)
def _(run):
    return (run["t"].tolist() == [2.0, 3.0] and printed(run, "t.set_(s, 2, size=(2,)): [2.0, 3.0]")
            and printed(run, "u.set_(s, 2): TypeError: set_() received an invalid combination of arguments - got (torch.storage.UntypedStorage, int), but expected one of:"))


@claim(
    "errata.views-mt-zero-d",
    snippet="views_mt_zero_d.py",
    en="`Tensor.mT`'s docstring promises a view, equivalent to `x.transpose(-2, -1)`; yet for the 0-d `x`, `x.mT` returns `x` itself, while `x.transpose(-2, -1)` raises `IndexError`.",
    zh="`Tensor.mT` 的文档字符串说它返回视图，等价于 `x.transpose(-2, -1)`；可是对 0 维的 `x`，`x.mT` 返回的就是 `x` 本身，而 `x.transpose(-2, -1)` 会抛出 `IndexError`。",
)
def _(run):
    return (run["x"].dim() == 0 and run["m"] is run["x"] and printed(run, "x.mT is x: True  m._is_view(): False")
            and printed(run, "x.transpose(-2, -1): IndexError: Dimension out of range (expected to be in range of [-1, 0], but got -2)"))


@claim(
    "errata.views-set-defaults",
    snippet="views_set_size.py",
    en="`set_`'s signature gives the defaults `source=None` and `storage_offset=0`; yet `u.set_(source=None)` and `u.set_(s, storage_offset=0)` raise `TypeError`, while `u.set_()` and `u.set_(s)` work.",
    zh="`set_` 的签名给出的默认值是 `source=None` 和 `storage_offset=0`；可是 `u.set_(source=None)` 和 `u.set_(s, storage_offset=0)` 会抛出 `TypeError`，而 `u.set_()` 和 `u.set_(s)` 可以正常执行。",
)
def _(run):
    return (printed(run, "u.set_(): (0,)") and printed(run, "u.set_(source=None): TypeError")
            and printed(run, "u.set_(s): (6,)") and printed(run, "u.set_(s, storage_offset=0): TypeError"))


@claim(
    "errata.views-narrow-keyword",
    snippet="views_narrow_keyword.py",
    en="`Tensor.narrow`'s signature names its first parameter `dimension`; yet `x.narrow(dimension=0, start=0, length=1)` raises `TypeError`, while `x.narrow(dim=0, start=0, length=1)` works.",
    zh="`Tensor.narrow` 的签名把第一个参数命名为 `dimension`；可是 `x.narrow(dimension=0, start=0, length=1)` 会抛出 `TypeError`，而 `x.narrow(dim=0, start=0, length=1)` 可以正常执行。",
)
def _(run):
    return (printed(run, "x.narrow(dim=0, start=0, length=1): [[0.0, 1.0, 2.0]]")
            and any(line.startswith("x.narrow(dimension=0, start=0, length=1): TypeError: narrow() received an invalid combination of arguments")
                    for line in run.output.splitlines()))


@claim(
    "errata.views-t-advice-zero-d",
    snippet="views_t_zero_d.py",
    en="`x.permute(*torch.arange(x.ndim - 1, -1, -1))`, which `Tensor.T`'s docstring suggests for reversing the dimensions of a tensor, raises `TypeError` on the 0-d `x`.",
    zh="`Tensor.T` 的文档字符串建议用 `x.permute(*torch.arange(x.ndim - 1, -1, -1))` 来反转张量的维度，可是对 0 维的 `x`，它会抛出 `TypeError`。",
)
def _(run):
    return run["x"].ndim == 0 and printed(run, "torch.arange(x.ndim - 1, -1, -1): []") and printed(
        run, 'x.permute(*torch.arange(x.ndim - 1, -1, -1)): TypeError: permute() missing 1 required positional arguments: "dims"')


@claim(
    "errata.views-resize-deterministic-dtypes",
    snippet="views_resize_deterministic_dtypes.py",
    torch="<2.6",
    en="`resize_`'s docstring says that after `torch.use_deterministic_algorithms(True)` new floating-point and complex elements are set to NaN; yet `t.resize_(2)` raises `RuntimeError` when `t` is `torch.complex32` or `torch.float8_e4m3fn` ([pytorch/pytorch#137488](https://github.com/pytorch/pytorch/pull/137488), [pytorch/pytorch#137160](https://github.com/pytorch/pytorch/issues/137160)).",
    zh="`resize_` 的文档字符串说，调用 `torch.use_deterministic_algorithms(True)` 之后，新的浮点和复数元素会被设为 NaN；可是 `t` 为 `torch.complex32` 或 `torch.float8_e4m3fn` 时，`t.resize_(2)` 会抛出 `RuntimeError`（[pytorch/pytorch#137488](https://github.com/pytorch/pytorch/pull/137488)，[pytorch/pytorch#137160](https://github.com/pytorch/pytorch/issues/137160)）。",
)
def _(run):
    return (printed(run, "torch.complex32: RuntimeError") and printed(run, "torch.float8_e4m3fn: RuntimeError")
            and printed(run, "torch.complex64: the new element is NaN: True"))
