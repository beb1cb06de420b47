import torch

from tensorfacts.catalogue import TENSORS, Case, Selection, Tally, TensorCase, contexts, ops, over, scoped, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, is_view_of, printed, raised, raises, shares_storage, warned


@claim(
    "assignment.alias",
    snippet="alias.py",
    en="`b = a` copies nothing: it binds a second name to the same tensor object, so the in-place change `a += 1` made through `a` is seen through `b`.",
    zh="`b = a` 并不复制：它只是给同一个张量对象再起一个名字，所以通过 `a` 做的原地修改 `a += 1`，从 `b` 也看得到。",
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
    en="The method `a.add_(10)` and the item assignment `a[0] = 9` are in-place updates too: each change made through `a` is seen through `b`.",
    zh="方法 `a.add_(10)` 和元素赋值 `a[0] = 9` 同样是原地操作：通过 `a` 做的每一处修改，从 `b` 都能看到。",
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
    en="Rebinding is different: `a = a + 1` computes a new tensor and points `a` at it, while `b` keeps referring to the old tensor with the old values.",
    zh="重新绑定则是另一回事：`a = a + 1` 先算出一个新张量，再让 `a` 指向它，而 `b` 仍然指向旧张量，值也还是原来的。",
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
    en="`c = a[[1, 2]]`, advanced indexing with a list of indices, copies the selected elements into new storage: writing into `c` leaves `a` unchanged.",
    zh="`c = a[[1, 2]]`（用索引列表做高级索引）会把选中的元素复制到新的存储中：往 `c` 里写，`a` 不受影响。",
)
def _(run):
    a, c = run["a"], run["c"]
    return c._base is None and not shares_storage(c, a) and equal(a, [1, 2, 3, 4]) and equal(c, [100, 3])


EXPANDED_ERROR = (
    "unsupported operation: more than one element of the written-to tensor refers to a single memory location."
    " Please clone() the tensor before performing the operation."
)
LEAF_VIEW_ERROR = "a view of a leaf Variable that requires grad is being used in an in-place operation."
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
"""Item assignment of a number to the whole tensor: it raised like the writes below until 2.15 (two claims of its own)."""

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


@claim(
    "assignment.expanded-inplace-raises",
    snippet="expanded_inplace.py",
    over=over(with_case(EXPANDED_FLOAT, NEG_EXPANDED), WRITES, contexts()),
    en="In-place arithmetic on an expanded floating-point tensor whose elements share memory locations fails, as `x.expand(3, 4).add_(1)` does here with `RuntimeError: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.` The same error comes, on each such tensor tried (each made before its context is entered, so none is a meta tensor) and in every context tried, from `mul_`, `+=`, `clamp_`, `neg_` and `exp_`, from `copy_` from another tensor and from the writes by index or mask `index_copy_`, `index_add_`, `scatter_`, `put_` and `masked_scatter_`; `fill_` with a tensor value raises it too, except under a default device meta, where `torch.tensor(2.0)` is made on meta and the call returns without an error, leaving the tensor unchanged, on each such tensor but the one with the negative bit (`torch.tensor([1 + 2j, 3 - 4j]).conj().imag.expand(3, 2)`, float32), which raises there too. On the expanded view of a leaf that requires grad autograd's error for views of a leaf comes first; `fill_` with a number and `zero_` go through (next). An expanded meta tensor, `torch.zeros(3, device='meta').expand(2, 3)`, has no memory: on it each of these writes returns without an error, in every context tried. `t[...] = 1` is left out of these writes: what it does depends on the release (below).",
    zh="对元素共享内存位置的扩展（expand）浮点张量做原地算术运算会失败，比如这里的 `x.expand(3, 4).add_(1)` 会抛出 `RuntimeError: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.`（不支持的操作：被写入的张量中有多个元素指向同一个内存位置，请先对张量调用 clone() 再执行该操作）。在试过的每个这样的张量上（每个都在进入上下文之前创建，因此没有一个是 meta 张量）、在试过的每种上下文中，`mul_`、`+=`、`clamp_`、`neg_` 和 `exp_`，从另一个张量 `copy_`，以及按索引或掩码写入的 `index_copy_`、`index_add_`、`scatter_`、`put_` 和 `masked_scatter_`，都会抛出同样的错误；以张量为值的 `fill_` 也会，只是在默认设备为 meta 时例外：那里 `torch.tensor(2.0)` 创建在 meta 上，调用不报错地返回，张量保持不变；这对每个这样的张量都成立，只有带负号位的那个（`torch.tensor([1 + 2j, 3 - 4j]).conj().imag.expand(3, 2)`，float32）除外，它在那里也抛出错误。在需要梯度的叶子张量（leaf tensor）的扩展视图上，会先抛出自动求导（autograd）针对叶子张量视图的错误；以数字为值的 `fill_` 和 `zero_` 则可以执行（见下文）。扩展后的 meta 张量 `torch.zeros(3, device='meta').expand(2, 3)` 没有内存：在它上面，这些写入在试过的每种上下文中都不报错地返回。`t[...] = 1` 不在这些写入之列：它的行为因版本而异（见下文）。",
)
def _(run):
    fill = ops("in-place-more", only=("t.fill_(torch.tensor(2.0))",))
    tried = with_case(EXPANDED_FLOAT, NEG_EXPANDED)
    return (
        raised(run, RuntimeError, EXPANDED_ERROR) and 0 in run["e"].stride()
        and NEG_EXPANDED.build().dtype == torch.float32 and NEG_EXPANDED.build().is_neg()
        and run.each(lambda case: raises(case.apply, RuntimeError, EXPANDED_ERROR))
        and each_case(over(tried, fill, contexts(but=("default device meta",))),
                      lambda case: raises(case.apply, RuntimeError, EXPANDED_ERROR), run.device)
        and each_case(over(EXPANDED_FLOAT, fill, contexts("default device meta")),
                      lambda case: torch.tensor(2.0).device.type == "meta" and unchanged(case), run.device)
        and each_case(over(Selection((NEG_EXPANDED,)), fill, contexts("default device meta")),
                      lambda case: raises(case.apply, RuntimeError, EXPANDED_ERROR), run.device)
        and exceptions_raise((LEAF_VIEW,), WRITES, LEAF_VIEW_ERROR)
        and expanded_meta_ok()
        and each_case(over(EXPANDED_META, WRITES_ANYWHERE, contexts()), returns_quietly, run.device)
    )


@claim(
    "assignment.expanded-ellipsis-raises",
    snippet="expanded_ellipsis.py",
    torch="<2.15",
    en="`e[...] = 1`, a Python number assigned to the whole expanded tensor `e = x.expand(3, 4)`, raises the same "
    "`RuntimeError` and leaves `x` unchanged.",
    zh="`e[...] = 1`（把一个 Python 数赋给整个扩展张量 `e = x.expand(3, 4)`）抛出同样的 `RuntimeError`，`x` 保持不变。",
)
def _(run):
    return printed(run, "e[...] = 1 raised RuntimeError: " + EXPANDED_ERROR) and run["x"].tolist() == [0.0] * 4


@claim(
    "assignment.expanded-ellipsis-fills",
    snippet="expanded_ellipsis.py",
    torch=">=2.15",
    en="`e[...] = 1`, a Python number assigned to the whole expanded tensor `e = x.expand(3, 4)`, writes 1 into the four "
    "elements of `x` without an error or a warning "
    "(item assignment of a number goes to a fill; [pytorch/pytorch#195787](https://github.com/pytorch/pytorch/pull/195787), "
    "after [pytorch/pytorch#188330](https://github.com/pytorch/pytorch/pull/188330)).",
    zh="`e[...] = 1`（把一个 Python 数赋给整个扩展张量 `e = x.expand(3, 4)`）不报错、也不警告，把 1 写入 `x` 的四个元素"
    "（对数字的元素赋值改走填充；[pytorch/pytorch#195787](https://github.com/pytorch/pytorch/pull/195787)，"
    "起因是 [pytorch/pytorch#188330](https://github.com/pytorch/pytorch/pull/188330)）。",
)
def _(run):
    return printed(run, "e[...] = 1 wrote x: [1.0, 1.0, 1.0, 1.0]") and run["x"].tolist() == [1.0] * 4 and not warned(run)


@claim(
    "assignment.expanded-fill-works",
    snippet="expanded_fill.py",
    over=over(tensors("overlapping", but=(LEAF_VIEW, CONJ)), FILLS, contexts()),
    en="`fill_` with a number and `zero_` do not raise on such a tensor: `x` itself changes. Nor do `torch.nn.init.ones_`, `zeros_` and `constant_`. That is not because each shared location receives one value: `e.fill_diagonal_(7)` writes the diagonal of `e` only, three of the four elements of `x`, and does not raise either, nor does `e.copy_(e)`, a copy onto itself. The five fills write every element on each expanded tensor tried whose elements share locations, floating-point or complex, in every context tried, a default device meta included (each tensor made before its context is entered, so none is a meta tensor), except the expanded tensor with the conjugate bit and the one with the negative bit, where they raise the error above (see below), and the expanded view of a leaf that requires grad, where `fill_` and `zero_` raise autograd's error and the `torch.nn.init` fills go through. On the expanded meta tensor, which has no data to write, each of the five returns without an error, in every context tried.",
    zh="以数字为值的 `fill_` 和 `zero_` 在这样的张量上不会报错：`x` 本身随之改变。`torch.nn.init.ones_`、`zeros_` 和 `constant_` 也不会。这并不是因为每个共享的内存位置收到的是同一个值：`e.fill_diagonal_(7)` 只写入 `e` 的对角线，也就是 `x` 的四个元素中的三个，同样不报错，`e.copy_(e)`（复制到自身）也不报错。在试过的每个元素共享内存位置的扩展张量上（浮点或复数）、在试过的每种上下文中（包括默认设备为 meta；每个张量都在进入上下文之前创建，因此没有一个是 meta 张量），这五种填充都会写入每个元素，例外是带共轭位（conjugate bit）的扩展张量和带负号位的扩展张量，在它们上面这些填充抛出上面的错误（见下文），以及需要梯度的叶子张量的扩展视图，在它上面 `fill_` 和 `zero_` 抛出自动求导的错误，而 `torch.nn.init` 的填充可以执行。在扩展后的 meta 张量上没有数据可写，这五种填充在试过的每种上下文中都不报错地返回。",
)
def _(run):
    def fills(case):
        return case.apply() is case.tensor and bool((case.tensor == case.tensor.flatten()[0]).all())

    leaf_view = over(tensors(only=(LEAF_VIEW,)), ops("in-place-init"), contexts())
    return (
        printed(run, "after e.fill_(7), x: [7.0, 7.0, 7.0, 7.0]")
        and printed(run, "after e.zero_(), x: [0.0, 0.0, 0.0, 0.0]")
        and printed(run, "after torch.nn.init.ones_(e), x: [1.0, 1.0, 1.0, 1.0]")
        and printed(run, "after e.fill_diagonal_(7), x: [7.0, 7.0, 7.0, 1.0]")
        and printed(run, "after e.copy_(e), x: [7.0, 7.0, 7.0, 1.0]")
        and run.each(fills)
        and exceptions_raise((LEAF_VIEW,), ops("in-place", only=("t.fill_(1)", "t.zero_()")), LEAF_VIEW_ERROR)
        and each_case(leaf_view, fills, run.device)
        and expanded_meta_ok()
        and each_case(over(EXPANDED_META, FILLS, contexts()), returns_quietly, run.device)
    )


@claim(
    "assignment.expanded-metadata",
    snippet="expanded_fill.py",
    over=over(tensors("overlapping", but=(LEAF_VIEW,)), ops("in-place-metadata"), contexts()),
    en="In-place methods that change the shape or the strides of a tensor and no element go through as well: after `e.unsqueeze_(0)`, `e` has shape `(1, 3, 4)`. `unsqueeze_`, `as_strided_` and `resize_` to the tensor's own shape do on each expanded tensor tried whose elements share locations, the ones with the conjugate bit included, in every context tried, except the expanded view of a leaf that requires grad, where they raise `RuntimeError`.",
    zh="只改变张量的形状或步幅（stride）、不改变任何元素的原地方法也可以执行：`e.unsqueeze_(0)` 之后，`e` 的形状是 `(1, 3, 4)`。在试过的每个元素共享内存位置的扩展张量上（包括带共轭位的）、在试过的每种上下文中，`unsqueeze_`、`as_strided_` 和调整为张量自身形状的 `resize_` 都可以执行，例外是需要梯度的叶子张量的扩展视图，在它上面它们抛出 `RuntimeError`。",
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
    over=over(tensors("overlapping", but=(LEAF_VIEW, CONJ)), ops("in-place-indexed"), contexts()),
    en="Of the writes by mask or by index tried, three are only deprecated there: `e.masked_fill_(e == 0, 5.0)` writes `x` and warns `UserWarning: Use of masked_fill_ on expanded tensors is deprecated. Please clone() the tensor before performing this operation.`, and `e[[0]] = 1.0` writes `x` with the same deprecation warning, for the operation that item assignment by a list calls (the snippet prints its name). `masked_fill_`, `index_fill_` and `t[[0]] = 0` succeed with such a warning on each expanded tensor tried whose elements share locations, floating-point or complex, in every context tried (each tensor made before its context is entered, so none is a meta tensor), except the expanded tensor with the conjugate bit and the one with the negative bit, where they raise the error above (see below), and the expanded view of a leaf that requires grad, where autograd's error comes first; the other writes by index or mask, `index_copy_`, `index_add_`, `scatter_`, `put_` and `masked_scatter_`, raise the error above on each of them. On the expanded meta tensor, which has no memory, each of these writes by mask or by index returns without an error and without a warning, in every context tried.",
    zh="在试过的按掩码或按索引写入中，有三种在那里只是被弃用：`e.masked_fill_(e == 0, 5.0)` 会写入 `x`，并发出警告 `UserWarning: Use of masked_fill_ on expanded tensors is deprecated. Please clone() the tensor before performing this operation.`（对扩展张量使用 masked_fill_ 已被弃用，请先 clone() 再执行该操作）；`e[[0]] = 1.0` 也会写入 `x`，并针对用列表做元素赋值时调用的那个操作发出同样的弃用警告（其名称见示例输出）。在试过的每个元素共享内存位置的扩展张量上（浮点或复数）、在试过的每种上下文中（每个张量都在进入上下文之前创建，因此没有一个是 meta 张量），`masked_fill_`、`index_fill_` 和 `t[[0]] = 0` 都会成功执行并发出这样的警告，例外是带共轭位的扩展张量和带负号位的扩展张量，在它们上面这些写入抛出上面的错误（见下文），以及需要梯度的叶子张量的扩展视图，在它上面会先抛出自动求导的错误；其余按索引或掩码写入的 `index_copy_`、`index_add_`、`scatter_`、`put_` 和 `masked_scatter_`，在这些张量上都抛出上面的错误。在没有内存的扩展后的 meta 张量上，这些按掩码或按索引的写入在试过的每种上下文中都不报错地返回，也不发出警告。",
)
def _(run):
    def warns(case):
        case.apply()
        return any(category == "UserWarning" and DEPRECATED in message for category, message in case.warnings)

    others = over(tensors("overlapping", but=(LEAF_VIEW, CONJ)), ops("in-place-index-write"), contexts())
    return (
        {op.term for op in others.ops.items} == {"index_copy_", "index_add_", "scatter_", "put_", "masked_scatter_"} and
        warned(run, "UserWarning", "Use of masked_fill_ " + DEPRECATED)
        and (warned(run, "UserWarning", "Use of index_put_ " + DEPRECATED)
             or warned(run, "UserWarning", "Use of index_fill_ " + DEPRECATED))
        and run["x"].tolist() == [1.0] * 4
        and run.each(warns)
        and exceptions_raise((LEAF_VIEW,), ops("in-place-indexed"), LEAF_VIEW_ERROR)
        and each_case(others, lambda case: raises(case.apply, RuntimeError, EXPANDED_ERROR), run.device)
        and expanded_meta_ok()
        and each_case(over(EXPANDED_META, ops("in-place-indexed", "in-place-index-write"), contexts()), returns_quietly,
                      run.device)
    )


@claim(
    "assignment.expanded-bits",
    snippet="expanded_bits.py",
    over=over(with_case(tensors(only=(CONJ,)), NEG_EXPANDED), ops("in-place", "in-place-init", "in-place-indexed",
              only=("t.fill_(1)", "t.zero_()", "torch.nn.init.zeros_(t)", "torch.nn.init.ones_(t)", "torch.nn.init.constant_(t, 2.0)",
                    "t.masked_fill_(torch.ones_like(t, dtype=torch.bool), 0)", "t.index_fill_(0, t.new_zeros(1, dtype=torch.long), 0)",
                    "t[[0]] = 0")), contexts()),
    en="What makes those writes raise is the conjugate or the negative bit, not a complex dtype: `fill_(1)` works on the complex `z.expand(3, 2)` and raises the error above on `z.conj().expand(3, 2)`, which has the conjugate bit, and on the float32 `z.conj().imag.expand(3, 2)`, which has the negative bit. On each of these two, in every context tried, `fill_` with a number, `zero_`, the `torch.nn.init` fills, `masked_fill_`, `index_fill_` and `t[[0]] = 0` raise it, while each of them goes through on the expanded complex tensor without the bit.",
    zh="让这些写入抛出错误的是共轭位或负号位，而不是复数数据类型（dtype）：`fill_(1)` 在复数张量 `z.expand(3, 2)` 上可以执行，而在带共轭位的 `z.conj().expand(3, 2)` 和带负号位的 float32 张量 `z.conj().imag.expand(3, 2)` 上都抛出上面的错误。在这两个张量上、在试过的每种上下文中，以数字为值的 `fill_`、`zero_`、`torch.nn.init` 的填充、`masked_fill_`、`index_fill_` 和 `t[[0]] = 0` 都抛出这个错误，而它们在不带这两种位的扩展复数张量上都可以执行。",
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
    en="PyTorch decides by the strides, not by whether two elements share a location: the writes named above, `fill_` with a tensor value included (`fill_` with a number, `zero_` and `t[...] = 1` aside), raise that error exactly when the tensor written holds at least one element, is not a meta tensor and has a dimension of size above 1 and stride 0, as an expanded one has. An expanded tensor with no element, `torch.zeros(1, 0).expand(2, 0)`, whose strides are `(0, 1)`, and the expanded meta tensor `torch.zeros(3, device='meta').expand(2, 3)`, which has no memory, raise it on none of those writes. The row `e[0]` has none, so `e[0] = 5` writes `x`; `x.expand(1, 4)`, whose new dimension has size 1, takes `add_(1)`; and so does `w.unfold(0, 2, 1)`, whose elements share locations with no stride 0: `add_(1)` then adds 1 twice to the shared elements of `w`. This holds on each tensor of the catalogue that is not complex, on the expanded one with the negative bit and on the expanded meta tensor, for each of those writes, except the expanded view of a leaf that requires grad, where autograd's error comes first.",
    zh="PyTorch 依据的是步幅，而不是两个元素是否共享一个位置：上面列出的那些写入，包括以张量为值的 `fill_`（以数字为值的 `fill_`、`zero_` 和 `t[...] = 1` 除外），恰好在被写入的张量至少有一个元素、不是 meta 张量、并且有一个长度大于 1、步幅为 0 的维度（扩展张量就有）时抛出那个错误。没有元素的扩展张量 `torch.zeros(1, 0).expand(2, 0)`（步幅为 `(0, 1)`）和没有内存的扩展后的 meta 张量 `torch.zeros(3, device='meta').expand(2, 3)`，在这些写入中的任何一种上都不抛出它。行 `e[0]` 没有这样的维度，所以 `e[0] = 5` 会写入 `x`；`x.expand(1, 4)` 的新维度长度为 1，可以执行 `add_(1)`；`w.unfold(0, 2, 1)` 的元素共享位置却没有步幅为 0 的维度，同样可以执行：`add_(1)` 于是给 `w` 中共享的元素加了两次 1。在目录中每个不是复数的张量上、带负号位的扩展张量上以及扩展后的 meta 张量上，对这些写入中的每一种都是如此，例外是需要梯度的叶子张量的扩展视图，在它上面会先抛出自动求导的错误。",
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

    empty = next(c for c in TENSORS if c.name == EMPTY_STRIDE_ZERO)
    return (
        run["x"].tolist() == [5.0] * 4 and run["row"].stride() == (1,) and 0 in run["e"].stride()
        and run["one"].tolist() == [[1.0] * 4]
        and run["w"].tolist() == [1.0, 2.0, 2.0, 1.0] and 0 not in run["windows"].stride()
        and run.each(decided_by_strides)
        and exceptions_raise((LEAF_VIEW,), WRITES_ANYWHERE, LEAF_VIEW_ERROR)
        and expanded_meta_ok()
        and empty.name in NOT_COMPLEX and empty.code == "t = " + EMPTY_STRIDE_ZERO_CODE
        and empty.build().stride() == (0, 1) and empty.build().numel() == 0
    )


@claim(
    "assignment.expanded-fix",
    snippet="expanded_fix.py",
    en="As the message says, `clone()` first, or call `contiguous()`: either gives a 3×4 tensor with memory of its own for each element, `add_(1)` then works, and `x` stays unchanged.",
    zh="正如错误信息所说，先调用 `clone()`，或者调用 `contiguous()`：两者都会得到每个元素各有自己内存的 3×4 张量，之后 `add_(1)` 就能执行，`x` 保持不变。",
)
def _(run):
    x = run["x"]
    return all(
        t.shape == (3, 4) and t.stride() == (4, 1) and t.tolist() == [[1.0] * 4] * 3 and not shares_storage(t, x)
        for t in (run["cloned"], run["made_contiguous"])
    ) and x.tolist() == [0.0] * 4
