import torch

from tensorfacts.catalogue import TENSORS, Case, Op, Selection, Tally, TensorCase, contexts, ops, over, scoped, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, is_view_of, printed, raised, raises, shares_storage, warned


@claim(
    "assignment.alias",
    snippet="alias.py",
    en="`b = a` copies nothing: it binds a second name to the same tensor, so `a += 1` is seen through `b` too.",
    zh="`b = a` 并不复制：它只是给同一个张量再起一个名字，所以 `a += 1` 从 `b` 也看得到。",
)
def _(run):
    return run["a"] is run["b"] and equal(run["b"], [2, 3, 4])


@claim(
    "assignment.augmented-in-place",
    snippet="alias.py",
    en="On the tensor `a` here, `a += 1` is an in-place update: afterwards `a` is still the very object that `b` names.",
    zh="对这里的张量 `a` 来说，`a += 1` 是原地操作（in-place operation）：执行之后，`a` 仍然是 `b` 所指的那个对象。",
)
def _(run):
    return run["a"] is run["b"] and printed(run, "a is b: True") and equal(run["a"], [2, 3, 4])


@claim(
    "assignment.inplace-forms",
    snippet="inplace_forms.py",
    en="The method `a.add_(10)` and the item assignment `a[0] = 9` are in-place too: each change is seen through `b`.",
    zh="方法 `a.add_(10)` 和元素赋值 `a[0] = 9` 同样是原地操作：每一处修改从 `b` 都能看到。",
)
def _(run):
    return (
        run["a"] is run["b"]
        and equal(run["b"], [9, 12, 13])
        and printed(run, "after a.add_(10): tensor([11, 12, 13])")
    )


@claim(
    "assignment.rebind",
    snippet="rebind.py",
    en="Rebinding is different: `a = a + 1` computes a new tensor and points `a` at it, while `b` still names the old one.",
    zh="重新绑定则是另一回事：`a = a + 1` 先算出一个新张量，再让 `a` 指向它，`b` 仍指向旧张量。",
)
def _(run):
    a, b = run["a"], run["b"]
    return a is not b and not shares_storage(a, b) and equal(a, [2, 3, 4]) and equal(b, [1, 2, 3])


@claim(
    "assignment.slice-view",
    snippet="slice_view.py",
    en="The slice `v = a[1:3]`, basic indexing, returns a view that shares storage with `a`: writing into `v` changes `a`.",
    zh="切片 `v = a[1:3]`（基本索引）返回的是与 `a` 共享存储的视图（view）：往 `v` 里写，`a` 也跟着变。",
)
def _(run):
    a, v = run["a"], run["v"]
    return is_view_of(v, a) and shares_storage(v, a) and equal(a, [1, 100, 3, 4])


@claim(
    "assignment.advanced-copy",
    snippet="advanced_copy.py",
    en="`c = a[[1, 2]]`, advanced indexing with a list, copies the elements into new storage: writing into `c` leaves `a` unchanged.",
    zh="`c = a[[1, 2]]` 是用列表做的高级索引，会把元素复制到新的存储中：往 `c` 里写，`a` 不受影响。",
)
def _(run):
    a, c = run["a"], run["c"]
    return c._base is None and not shares_storage(c, a) and equal(a, [1, 2, 3, 4]) and equal(c, [100, 3])


@claim(
    "assignment.real-copy",
    snippet="real_copy.py",
    en="`b = a.clone()` gives `b` new memory of its own: the in-place change `a += 1` leaves `b` as it was.",
    zh="`b = a.clone()` 让 `b` 拥有自己的新内存：原地修改 `a += 1` 之后，`b` 保持原样。",
)
def _(run):
    a, b = run["a"], run["b"]
    return a is not b and not shares_storage(a, b) and equal(a, [2, 3, 4]) and equal(b, [1, 2, 3])


EXPANDED_ERROR = (
    "unsupported operation: more than one element of the written-to tensor refers to a single memory location."
    " Please clone() the tensor before performing the operation."
)
LEAF_VIEW_ERROR = "a view of a leaf Variable that requires grad is being used in an in-place operation."
PARTIAL_OVERLAP_ERROR = "unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory location."
DEPRECATED = "on expanded tensors is deprecated. Please clone() the tensor before performing this operation."
CONJ, LEAF_VIEW = "expanded tensor with the conjugate bit", "expanded view of a leaf that requires grad"
FILL_TENSOR = "t.fill_(torch.tensor(2.0))"
META = "default device meta"
EXPANDED_META = scoped(None, "expanded meta")
"""``torch.zeros(3, device='meta').expand(2, 3)``: expanded, yet with no memory (a scoped case of the catalogue)."""
EXPANDED_META_CODE = "torch.zeros(3, device='meta').expand(2, 3)"
EMPTY_STRIDE_ZERO = "empty expanded with a stride 0"
EMPTY_STRIDE_ZERO_CODE = "torch.zeros(1, 0).expand(2, 0)"

NEG_EXPANDED = TensorCase(
    "expanded tensor with the negative bit", "t = torch.tensor([1 + 2j, 3 - 4j]).conj().imag.expand(3, 2)",
    frozenset({"float", "neg", "view", "expanded", "overlapping", "leaf"}), "带负号位的扩展张量",
)
"""Kept out of the shared catalogue (other pages' rules over every tensor fail on it); these rules try it."""

EXPANDED_FLOAT = tensors("overlapping", "float", but=(LEAF_VIEW,))
"""The expanded floating-point tensors of the catalogue whose elements share locations (the leaf's view aside)."""

ELLIPSIS = "t[...] = 1"
"""Item assignment of a number to the whole tensor: like every item assignment of a number through a basic index, it
is decided by the strides of the part written before 2.15 and writes from 2.15 on (two claims of their own)."""

WRITES = ops("in-place", "in-place-more", "in-place-index-write", but=("t.fill_(1)", "t.zero_()", FILL_TENSOR, ELLIPSIS))
"""The in-place writes that raise on such a tensor: arithmetic, copy_ from another tensor, index writes."""

WRITES_ANYWHERE = ops("in-place", "in-place-more", "in-place-index-write", but=("t.fill_(1)", "t.zero_()", ELLIPSIS))
"""The same writes with ``fill_`` given a tensor value: outside a default device meta it raises like the others."""

FILLS = ops("in-place", "in-place-init", only=("t.fill_(1)", "t.zero_()", "torch.nn.init.zeros_(t)",
                                                "torch.nn.init.ones_(t)", "torch.nn.init.constant_(t, 2.0)"))


def with_case(selection, *cases):
    """``selection`` with further tensor cases (kept out of the catalogue) added to its items."""
    return Selection(selection.items + cases, selection.but)


def each_case(family, predicate, device):
    """``predicate`` on every case of a further family (an exception a sentence names, checked in its context)."""
    return Tally(family).each(predicate, device)


def exceptions_raise(names, selection, text):
    """Whether every operation of ``selection`` raises RuntimeError with ``text`` on each named tensor case
    (the exceptions a rule's sentence names: they are checked too, not only left out)."""
    found = [Case(next(c for c in TENSORS if c.name == name), op, None) for name in names for op in selection.items]
    return bool(found) and all(raises(case.apply, RuntimeError, text) for case in found)


def returns_quietly(case):
    """Whether ``case.apply()`` returns its tensor without an error and without a warning."""
    try:
        result = case.apply()
    except Exception:  # noqa: BLE001 - any error is a failure here
        return False
    return result is case.tensor and not case.warnings


def expanded_meta_ok():
    """Whether the scoped expanded meta tensor is what the sentences name: a meta tensor with a stride 0."""
    t = EXPANDED_META.items[0].build()
    return EXPANDED_META.items[0].code == "t = " + EXPANDED_META_CODE and t.device.type == "meta" and 0 in t.stride()


def unchanged(case):
    """Whether ``case.apply()`` returns without an error and leaves the tensor's values as they were."""
    before = case.tensor.clone()
    return case.apply() is case.tensor and bool(torch.equal(case.tensor, before))


ACCUMULATING = (
    Op("t[[0]] += 1", "t[[0]] += 1", "in-place-indexed"),
    Op("t.index_put_((t.new_zeros(1, dtype=torch.long),), t.new_ones(()), accumulate=True)",
       "t.index_put_((t.new_zeros(1, dtype=torch.long),), t.new_ones(()), accumulate=True)", "in-place-indexed"),
)
"""Writes by a list of indices that add to what is there: ``+=`` through a list, and ``index_put_`` with
``accumulate=True`` (kept out of the shared catalogue: only this page's rule tries them)."""
INDEXED = Selection(ops("in-place-indexed").items + ACCUMULATING)
"""The writes by mask or by a list of indices that an expanded tensor takes with a deprecation warning."""


@claim(
    "assignment.expanded-inplace-raises",
    snippet="expanded_inplace.py",
    over=over(with_case(EXPANDED_FLOAT, NEG_EXPANDED), WRITES, contexts()),
    en="On an expanded floating-point tensor whose elements share memory, in-place arithmetic such as `add_`, `copy_` from other memory, and `index_add_`, `index_copy_`, `scatter_`, `put_` or `masked_scatter_` raise `RuntimeError: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.`",
    zh="在元素共享内存的扩展（expand）浮点张量上，`add_` 等原地算术运算、从其他内存做 `copy_`，以及 `index_add_`、`index_copy_`、`scatter_`、`put_` 或 `masked_scatter_` 都会抛出 `RuntimeError: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.`（不支持：被写入张量的多个元素指向同一个内存位置）。",
)
def _(run):
    others = over(tensors("overlapping", but=(LEAF_VIEW, CONJ)), ops("in-place-index-write"), contexts())
    return (
        raised(run, RuntimeError, EXPANDED_ERROR) and 0 in run["e"].stride()
        and NEG_EXPANDED.build().dtype == torch.float32 and NEG_EXPANDED.build().is_neg()
        and {op.term for op in others.ops.items} == {"index_copy_", "index_add_", "scatter_", "put_", "masked_scatter_"}
        and run.each(lambda case: raises(case.apply, RuntimeError, EXPANDED_ERROR))
        and each_case(others, lambda case: raises(case.apply, RuntimeError, EXPANDED_ERROR), run.device)
        and exceptions_raise((LEAF_VIEW,), WRITES, LEAF_VIEW_ERROR)
        and expanded_meta_ok()
        and each_case(over(EXPANDED_META, WRITES_ANYWHERE, contexts()), returns_quietly, run.device)
    )


@claim(
    "assignment.expanded-fill-tensor",
    snippet="expanded_inplace.py",
    over=over(with_case(EXPANDED_FLOAT, NEG_EXPANDED), ops("in-place-more", only=(FILL_TENSOR,)), contexts(but=(META,))),
    en="`fill_` with a tensor value, as in `t.fill_(torch.tensor(2.0))`, raises the same error.",
    zh="以张量为值的 `fill_`，例如 `t.fill_(torch.tensor(2.0))`，也会抛出同样的错误。",
    not_covered=(("`fill_` given a value on another device, such as a CPU value for a CUDA tensor",
                  "`fill_` 的值在另一设备上，例如给 CUDA 张量的 CPU 值"),),
)
def _(run):
    fill = ops("in-place-more", only=(FILL_TENSOR,))
    return (
        raised(run, RuntimeError, EXPANDED_ERROR)
        and run.each(lambda case: raises(case.apply, RuntimeError, EXPANDED_ERROR))
        # under a default device meta, torch.tensor(2.0) is made on meta: the call returns and changes nothing,
        # except on the expanded tensor with the negative bit, which raises there too
        and each_case(over(EXPANDED_FLOAT, fill, contexts(META)),
                      lambda case: torch.tensor(2.0).device.type == "meta" and unchanged(case), run.device)
        and each_case(over(Selection((NEG_EXPANDED,)), fill, contexts(META)),
                      lambda case: raises(case.apply, RuntimeError, EXPANDED_ERROR), run.device)
    )


SETITEM_NUMBER = {"t[...] = 1": ("...", 1), "t[:] = 2": (":", 2), "t[1:] = 3": ("1:", 3), "t[0] = 4": ("0", 4),
                  "t[..., 0] = 5": ("..., 0", 5), "t[::2] = 6": ("::2", 6), "t[1:2] = 7": ("1:2", 7)}
"""Item assignment of a Python number through a basic index: the index and the number (kept out of the shared
catalogue: only this page's two claims try them). On the catalogue's expanded tensors the part written has a
stride 0 over a dimension longer than 1 for some of them and not for others (``t[0]`` of ``x.expand(3, 4)`` is ``x``)."""
SETITEM = Selection(tuple(Op(code, code, "setitem-number") for code in SETITEM_NUMBER))
PR = "[pytorch/pytorch#195787](https://github.com/pytorch/pytorch/pull/195787)"


def _part_written(case):
    """The part of the case's tensor that its item assignment writes, and the number it writes."""
    index, value = SETITEM_NUMBER[case.op.code]
    t = case.tensor
    return eval(f"t[{index}]", {"t": t}), value  # noqa: S307 - this page's own indices


@claim(
    "assignment.expanded-setitem-raises",
    snippet="expanded_ellipsis.py",
    torch="<2.15",
    over=over(with_case(tensors("overlapping", but=(LEAF_VIEW,)), NEG_EXPANDED), SETITEM),
    devices=("cpu",),
    not_covered=(("CUDA tensors", "CUDA 张量"), ("expanded meta tensors, which hold no memory", "扩展后的 meta 张量：没有内存")),
    en=f"A Python number assigned through a basic index raises the same `RuntimeError` exactly when the part written has a dimension of size above 1 with stride 0, as `t[...]` has (until {PR}).",
    zh=f"通过基本索引赋一个 Python 数时，当且仅当被写入的部分有一个长度大于 1 且步幅（stride）为 0 的维度（`t[...]` 就有），才会抛出同样的 `RuntimeError`，直到 {PR}。",
)
def _(run):
    def decided_by_strides(case):
        t = case.tensor
        if not _stride_zero(t):
            return False
        part, value = _part_written(case)
        zero = _stride_zero(part) and part.numel() > 0
        before = t.clone()
        try:
            case.apply()
        except RuntimeError as error:
            return zero and str(error) == EXPANDED_ERROR and bool(torch.equal(t, before))
        return not zero and bool((part == value).all())

    return (
        printed(run, "t[...] = 1 raised RuntimeError: " + EXPANDED_ERROR)
        and printed(run, "t[1:] = 2 raised RuntimeError: " + EXPANDED_ERROR)
        and printed(run, "t[..., 0] = 5 raised RuntimeError: " + EXPANDED_ERROR)
        and printed(run, "t[0] = 3 wrote x: [3.0, 3.0, 3.0, 3.0]")
        and run.each(decided_by_strides)
        and exceptions_raise((LEAF_VIEW,), SETITEM, LEAF_VIEW_ERROR)
    )


@claim(
    "assignment.expanded-setitem-writes",
    snippet="expanded_ellipsis.py",
    exception_to=("assignment.expanded-inplace-raises", "assignment.expanded-no-overlap"),
    torch=">=2.15",
    over=over(tensors("overlapping", but=(LEAF_VIEW, CONJ)), SETITEM),
    devices=("cpu",),
    not_covered=(("CUDA tensors", "CUDA 张量"), ("expanded tensors with the negative bit, which still raise", "带负号位的扩展张量：仍会报错")),
    en=f"A Python number assigned through any basic index of an expanded tensor, as in `t[...] = 1` or `t[..., 0] = 5`, writes `x` without an error or a warning ({PR}, after [pytorch/pytorch#188330](https://github.com/pytorch/pytorch/pull/188330)).",
    zh=f"通过任意基本索引给扩展张量赋一个 Python 数，例如 `t[...] = 1` 或 `t[..., 0] = 5`，都会写入 `x`，不报错也不警告，见 {PR}，起因是 [pytorch/pytorch#188330](https://github.com/pytorch/pytorch/pull/188330)。",
)
def _(run):
    def writes(case):
        t = case.tensor
        if not _stride_zero(t):
            return False
        part, value = _part_written(case)
        return case.apply() is t and not case.warnings and bool((part == value).all())

    return (
        printed(run, "t[...] = 1 wrote x: [1.0, 1.0, 1.0, 1.0]")
        and printed(run, "t[1:] = 2 wrote x: [2.0, 2.0, 2.0, 2.0]")
        and printed(run, "t[..., 0] = 5 wrote x: [5.0, 2.0, 2.0, 2.0]")
        and run["x"].tolist() == [3.0] * 4 and not warned(run)
        and run.each(writes)
        # the conjugate and the negative bit: a write through a stride 0 still raises
        and exceptions_raise((CONJ,), ops("in-place", only=(ELLIPSIS,)), EXPANDED_ERROR)
        and raises(lambda: NEG_EXPANDED.build().__setitem__(Ellipsis, 1), RuntimeError, EXPANDED_ERROR)
    )


@claim(
    "assignment.expanded-setitem-cuda",
    snippet="expanded_ellipsis.py",
    devices=("cuda",),
    en="On a CUDA tensor, `t[...] = 1` through the expanded `t` writes `x` without an error.",
    zh="在 CUDA 张量上，通过扩展后的 `t` 执行 `t[...] = 1` 会写入 `x`，不报错。",
)
def _(run):
    return printed(run, "t[...] = 1 wrote x: [1.0, 1.0, 1.0, 1.0]")


@claim(
    "assignment.expanded-fill-works",
    snippet="expanded_fill.py",
    over=over(tensors("overlapping", but=(LEAF_VIEW, CONJ)), FILLS, contexts()),
    exception_to=("assignment.expanded-inplace-raises", "assignment.expanded-no-overlap"),
    en="On an expanded tensor, `fill_` with a number, `zero_` and the constant fills of `torch.nn.init` write every element without error: `e.fill_(7)` sets all of `x` to 7.",
    zh="在扩展张量上，以数字为值的 `fill_`、`zero_` 以及 `torch.nn.init` 的常数填充函数都能不报错地写入每个元素：`e.fill_(7)` 把 `x` 全部设为 7。",
)
def _(run):
    def fills(case):
        return case.apply() is case.tensor and bool((case.tensor == case.tensor.flatten()[0]).all())

    leaf_view = over(tensors(only=(LEAF_VIEW,)), ops("in-place-init"), contexts())
    return (
        printed(run, "after e.fill_(7), x: [7.0, 7.0, 7.0, 7.0]")
        and printed(run, "after e.zero_(), x: [0.0, 0.0, 0.0, 0.0]")
        and printed(run, "after torch.nn.init.ones_(e), x: [1.0, 1.0, 1.0, 1.0]")
        and run.each(fills)
        and exceptions_raise((LEAF_VIEW,), ops("in-place", only=("t.fill_(1)", "t.zero_()")), LEAF_VIEW_ERROR)
        and each_case(leaf_view, fills, run.device)
        and expanded_meta_ok()
        and each_case(over(EXPANDED_META, FILLS, contexts()), returns_quietly, run.device)
    )


@claim(
    "assignment.expanded-fill-diagonal",
    snippet="expanded_fill.py",
    exception_to="assignment.expanded-inplace-raises",
    en="`e.fill_diagonal_(7)`, which writes three of the four elements of `x`, and `e.copy_(e)`, a copy from the same memory, do not raise either.",
    zh="`e.fill_diagonal_(7)` 只写入 `x` 四个元素中的三个，`e.copy_(e)` 从同一块内存复制，这两者同样不报错。",
)
def _(run):
    return (
        printed(run, "after e.fill_diagonal_(7), x: [7.0, 7.0, 7.0, 1.0]")
        and printed(run, "after e.copy_(e), x: [7.0, 7.0, 7.0, 1.0]")
    )


@claim(
    "assignment.expanded-metadata",
    snippet="expanded_fill.py",
    over=over(tensors("overlapping", but=(LEAF_VIEW,)), ops("in-place-metadata"), contexts()),
    exception_to="assignment.expanded-inplace-raises",
    en="In-place methods that change the shape or the strides and no element go through: after `e.unsqueeze_(0)`, `e` has shape `(1, 3, 4)`.",
    zh="只改变形状或步幅、不改变元素的原地方法也可以执行：`e.unsqueeze_(0)` 之后，`e` 的形状是 `(1, 3, 4)`。",
)
def _(run):
    def goes_through(case):
        values = case.tensor.clone()
        result = case.apply()
        return result is case.tensor and bool(torch.equal(result.reshape(values.shape), values))

    leaf_view = over(tensors(only=(LEAF_VIEW,)), ops("in-place-metadata"))
    return (
        printed(run, "after e.unsqueeze_(0), e.shape: (1, 3, 4) e.stride(): (0, 0, 1)")
        and run.each(goes_through)
        and each_case(leaf_view, lambda case: raises(case.apply, RuntimeError), run.device)
    )


@claim(
    "assignment.expanded-masked-warns",
    snippet="expanded_masked.py",
    devices=("cpu",),
    not_covered=(("`index_put_` with `accumulate=True` on a CUDA tensor", "CUDA 张量上带 `accumulate=True` 的 `index_put_`"),),
    over=over(tensors("overlapping", but=(LEAF_VIEW, CONJ)), INDEXED, contexts()),
    exception_to="assignment.expanded-inplace-raises",
    en="`masked_fill_`, `index_fill_`, `index_put_`, also with `accumulate=True`, and item assignment by a list such as `e[[0]] += 1` write `x` with only a deprecation warning.",
    zh="`masked_fill_`、`index_fill_`、`index_put_`，包括带 `accumulate=True` 的，以及 `e[[0]] += 1` 这样按列表的元素赋值，都会写入 `x`，只发出弃用警告。",
)
def _(run):
    def warns(case):
        case.apply()
        return any(category == "UserWarning" and DEPRECATED in message for category, message in case.warnings)

    return (
        warned(run, "UserWarning", "Use of masked_fill_ " + DEPRECATED)
        and warned(run, "UserWarning", "Use of index_put_ " + DEPRECATED)
        and printed(run, "after e.masked_fill_(e == 0, 5.0), x: [5.0, 5.0, 5.0, 5.0]")
        and printed(run, "after e[[0]] = 1.0, x: [1.0, 1.0, 1.0, 1.0]")
        and printed(run, "after e[[0]] += 1, x: [2.0, 2.0, 2.0, 2.0]")
        and run["x"].tolist() == [4.0] * 4
        and run.each(warns)
        and exceptions_raise((LEAF_VIEW,), INDEXED, LEAF_VIEW_ERROR)
        and expanded_meta_ok()
        and each_case(over(EXPANDED_META, INDEXED, contexts()), returns_quietly, run.device)
        and each_case(over(EXPANDED_META, ops("in-place-index-write"), contexts()), returns_quietly, run.device)
    )


@claim(
    "assignment.expanded-bits",
    snippet="expanded_bits.py",
    over=over(with_case(tensors(only=(CONJ,)), NEG_EXPANDED), ops("in-place", "in-place-init", "in-place-indexed",
              only=("t.fill_(1)", "t.zero_()", "torch.nn.init.zeros_(t)", "torch.nn.init.ones_(t)", "torch.nn.init.constant_(t, 2.0)",
                    "t.masked_fill_(torch.ones_like(t, dtype=torch.bool), 0)", "t.index_fill_(0, t.new_zeros(1, dtype=torch.long), 0)",
                    "t[[0]] = 0")), contexts()),
    exception_to=("assignment.expanded-fill-works", "assignment.expanded-masked-warns"),
    en="The conjugate or the negative bit, not a complex dtype, makes even these fills and `masked_fill_` raise: `z.conj().expand(3, 2).fill_(1)` raises, `z.expand(3, 2).fill_(1)` works.",
    zh="让这些填充和 `masked_fill_` 也抛出错误的是共轭位（conjugate bit）或负号位，而不是复数数据类型（dtype）：`z.conj().expand(3, 2).fill_(1)` 抛出错误，`z.expand(3, 2).fill_(1)` 则可以执行。",
)
def _(run):
    plain, conjugated, negative = run["plain"], run["conjugated"], run["negative"]
    return (
        plain.is_complex() and not plain.is_conj() and conjugated.is_conj()
        and negative.dtype == torch.float32 and negative.is_neg()
        and printed(run, "z.expand(3, 2) (torch.complex64): fill_(1) works")
        and printed(run, "z.conj().expand(3, 2) (torch.complex64): fill_(1) raises RuntimeError: " + EXPANDED_ERROR.split(".")[0])
        and printed(run, "z.conj().imag.expand(3, 2) (torch.float32): fill_(1) raises RuntimeError: " + EXPANDED_ERROR.split(".")[0])
        and run.each(lambda case: raises(case.apply, RuntimeError, EXPANDED_ERROR))
    )


NOT_COMPLEX = tuple(c.name for c in tensors().items if "complex" not in c.tags)
"""The tensor cases that are not complex (``clamp_`` refuses a complex tensor before anything else)."""


def _stride_zero(t):
    """Whether ``t`` has a dimension of size above 1 and stride 0 (what expand makes)."""
    return any(size > 1 and stride == 0 for size, stride in zip(t.shape, t.stride()))


@claim(
    "assignment.expanded-no-overlap",
    snippet="expanded_row.py",
    over=over(with_case(tensors(but=(LEAF_VIEW,), only=NOT_COMPLEX), NEG_EXPANDED, *EXPANDED_META.items), WRITES_ANYWHERE),
    en="Those writes raise exactly when the written tensor has a dimension of size above 1 with stride 0, holds an element, and is not a meta tensor.",
    zh="上面那些写入抛出错误，当且仅当被写入的张量有一个长度大于 1 且步幅为 0 的维度、至少有一个元素、并且位于 meta 以外的设备。",
    not_covered=(("complex tensors", "复数张量"),
                 ("`fill_` given a value on another device, such as a CPU value for a CUDA tensor",
                  "`fill_` 的值在另一设备上，例如给 CUDA 张量的 CPU 值"),
                 ("a tensor operand that partly overlaps the written tensor, as in `buf[1:] += buf[:-1]`, which raises another error",
                  "与被写入张量部分重叠的张量操作数，例如 `buf[1:] += buf[:-1]`：抛出的是另一个错误")),
)
def _(run):
    def decided_by_strides(case):
        t = case.tensor
        zero = _stride_zero(t) and t.numel() > 0 and t.device.type != "meta"
        try:
            case.apply()
        except Exception as error:  # noqa: BLE001 - another error (a dtype, an index) is not this one
            return (EXPANDED_ERROR in str(error)) == zero
        return not zero

    def partial_overlap_raises():
        """What the not-covered label says: an operand that shares some of the written tensor's memory locations
        raises another error (no stride 0 anywhere), and nothing is written."""
        buf = torch.arange(5.0)

        def shifted_add():
            target = buf[1:]
            target += buf[:-1]

        return (raises(shifted_add, RuntimeError, PARTIAL_OVERLAP_ERROR)
                and raises(lambda: buf[:-1].copy_(buf[1:]), RuntimeError, PARTIAL_OVERLAP_ERROR)
                and not raises(shifted_add, RuntimeError, EXPANDED_ERROR) and buf.tolist() == [0.0, 1.0, 2.0, 3.0, 4.0])

    empty = next(c for c in TENSORS if c.name == EMPTY_STRIDE_ZERO)
    return (
        0 in run["e"].stride()
        and partial_overlap_raises()
        and run.each(decided_by_strides)
        and exceptions_raise((LEAF_VIEW,), WRITES_ANYWHERE, LEAF_VIEW_ERROR)
        and expanded_meta_ok()
        and empty.name in NOT_COMPLEX and empty.code == "t = " + EMPTY_STRIDE_ZERO_CODE
        and empty.build().stride() == (0, 1) and empty.build().numel() == 0
    )


@claim(
    "assignment.expanded-row",
    snippet="expanded_row.py",
    en="The row `e[0]` has no stride 0, so `e[0].add_(5)` writes `x` without error; `x.expand(1, 4)` takes `add_(1)` too.",
    zh="行 `e[0]` 没有步幅为 0 的维度，所以 `e[0].add_(5)` 能不报错地写入 `x`；`x.expand(1, 4)` 同样可以执行 `add_(1)`。",
)
def _(run):
    return (
        run["x"].tolist() == [5.0] * 4 and run["row"].stride() == (1,) and 0 in run["e"].stride()
        and printed(run, "after e[0].add_(5), x: [5.0, 5.0, 5.0, 5.0]")
        and raises(lambda: run["e"][:, 0].add_(5), RuntimeError, EXPANDED_ERROR)  # a column of e has a stride 0
        and run["one"].tolist() == [[1.0] * 4] and run["one"].stride()[1] == 1
    )


@claim(
    "assignment.expanded-unfold",
    snippet="expanded_row.py",
    devices=("cpu",),
    not_covered=(("CUDA tensors, where the two additions can run at once", "CUDA 张量：两次加法可能同时执行"),),
    en="`w.unfold(0, 2, 1)` shares elements without a stride 0, so `add_(1)` goes through and adds 1 twice to the shared elements of `w`.",
    zh="`w.unfold(0, 2, 1)` 的元素共享位置，却没有步幅为 0 的维度，所以 `add_(1)` 可以执行，给 `w` 中共享的元素加了两次 1。",
)
def _(run):
    return run["w"].tolist() == [1.0, 2.0, 2.0, 1.0] and 0 not in run["windows"].stride()


@claim(
    "assignment.expanded-tril",
    snippet="expanded_tril.py",
    exception_to=("assignment.expanded-inplace-raises", "assignment.expanded-no-overlap"),
    en="`e.tril_()` and `u.triu_()` write into the expanded `e` and `u` without an error: from `x = torch.ones(4)`, `e.tril_()` leaves `x` as `[1.0, 0.0, 0.0, 0.0]`.",
    zh="`e.tril_()` 和 `u.triu_()` 写入扩展张量 `e` 和 `u` 时不报错：从 `x = torch.ones(4)` 开始，`e.tril_()` 之后 `x` 变为 `[1.0, 0.0, 0.0, 0.0]`。",
)
def _(run):
    x, e, y, u = run["x"], run["e"], run["y"], run["u"]
    return (
        run.error is None
        and _stride_zero(e) and _stride_zero(u) and e.data_ptr() == x.data_ptr() and u.data_ptr() == y.data_ptr()
        and printed(run, "after e.tril_(), x: [1.0, 0.0, 0.0, 0.0]") and x.tolist() == [1.0, 0.0, 0.0, 0.0]
        and printed(run, "after u.triu_(), y: [0.0, 0.0, 1.0, 1.0]") and y.tolist() == [0.0, 0.0, 1.0, 1.0]
    )


@claim(
    "assignment.expanded-fix",
    snippet="expanded_fix.py",
    en="As the message says, call `clone()` or `contiguous()` first: each element then has memory of its own, `add_(1)` works, and `x` stays unchanged.",
    zh="正如错误信息所说，先调用 `clone()` 或 `contiguous()`：每个元素就都有了自己的内存，`add_(1)` 可以执行，`x` 保持不变。",
)
def _(run):
    x = run["x"]
    return all(
        t.shape == (3, 4) and t.stride() == (4, 1) and t.tolist() == [[1.0] * 4] * 3 and not shares_storage(t, x)
        for t in (run["cloned"], run["made_contiguous"])
    ) and x.tolist() == [0.0] * 4
