from tensorfacts.catalogue import TENSORS, Case, contexts, ops, over, tensors
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
    zh="对这里的张量 `a` 来说，`a += 1` 是原地操作：执行之后，`a` 仍然是 `b` 所指的那个对象。",
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
    zh="切片 `v = a[1:3]`（基本索引）返回的是与 `a` 共享存储的视图：往 `v` 里写，`a` 也跟着变。",
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
NO_MEMORY = contexts(but=("default device meta",))  # a meta tensor has no memory: nothing to overlap


def exceptions_raise(names, selection, text):
    """Whether every operation of ``selection`` raises RuntimeError with ``text`` on each named tensor case
    (the exceptions a rule's sentence names: they are checked too, not only left out)."""
    found = [Case(next(c for c in TENSORS if c.name == name), op, None) for name in names for op in selection.items]
    return bool(found) and all(raises(case.apply, RuntimeError, text) for case in found)


@claim(
    "assignment.expanded-inplace-raises",
    snippet="expanded_inplace.py",
    over=over(tensors("overlapping", "float", but=(LEAF_VIEW,)), ops("in-place", "in-place-more", but=("t.fill_(1)", "t.zero_()")), NO_MEMORY),
    en="An in-place operation on an expanded floating-point tensor whose elements share memory locations fails, as `x.expand(3, 4).add_(1)` does here with `RuntimeError: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.` The same error comes from each in-place operation of the catalogue, `fill_` with a tensor value included, on each such tensor, in every context but the default device meta (a meta tensor has no memory); `fill_` with a number and `zero_` are the exceptions (next), and on the expanded view of a leaf that requires grad autograd's error for views of a leaf comes first.",
    zh="对元素共享内存位置的扩展（expand）浮点张量做原地操作会失败，比如这里的 `x.expand(3, 4).add_(1)` 会抛出 `RuntimeError: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.`（不支持的操作：被写入的张量中有多个元素指向同一个内存位置，请先对张量调用 clone() 再执行该操作）。目录中的每种原地操作（包括以张量为值的 `fill_`）在每个这样的张量上、在除默认设备为 meta 之外的每种上下文中都会抛出同样的错误（meta 张量没有内存）；以数字为值的 `fill_` 和 `zero_` 是例外（见下文），而在需要梯度的叶子张量的扩展视图上，会先抛出自动求导针对叶子张量视图的错误。",
)
def _(run):
    family = ops("in-place", "in-place-more", but=("t.fill_(1)", "t.zero_()"))
    return (
        raised(run, RuntimeError, EXPANDED_ERROR) and 0 in run["e"].stride()
        and run.each(lambda case: raises(case.apply, RuntimeError, EXPANDED_ERROR))
        and exceptions_raise((LEAF_VIEW,), family, LEAF_VIEW_ERROR)
    )


@claim(
    "assignment.expanded-fill-works",
    snippet="expanded_fill.py",
    over=over(tensors("overlapping", "float", but=(LEAF_VIEW,)), ops("in-place", only=("t.fill_(1)", "t.zero_()")), NO_MEMORY),
    en="`fill_` with a number and `zero_` work on such a tensor: they write one value to every element, so each shared location simply receives it, and `x` itself changes. They do on each expanded floating-point tensor of the catalogue whose elements share locations, in every context but the default device meta, except the expanded view of a leaf that requires grad, where autograd's error comes first; on the expanded tensor with the conjugate bit, a complex one, they raise the error above too.",
    zh="以数字为值的 `fill_` 和 `zero_` 在这样的张量上可以执行：它们给每个元素写入同一个值，共享的内存位置收到的也就是这个值，`x` 本身随之改变。在目录中每个元素共享内存位置的扩展浮点张量上、在除默认设备为 meta 之外的每种上下文中都是如此，例外是需要梯度的叶子张量的扩展视图，在它上面会先抛出自动求导的错误；而在带共轭位的扩展张量（复数张量）上，它们同样抛出上面的错误。",
)
def _(run):
    family = ops("in-place", only=("t.fill_(1)", "t.zero_()"))
    return (
        printed(run, "after e.fill_(7), x: [7.0, 7.0, 7.0, 7.0]")
        and printed(run, "after e.zero_(), x: [0.0, 0.0, 0.0, 0.0]")
        and run.each(lambda case: case.apply() is case.tensor and bool((case.tensor == case.tensor.flatten()[0]).all()))
        and exceptions_raise((CONJ,), family, EXPANDED_ERROR) and exceptions_raise((LEAF_VIEW,), family, LEAF_VIEW_ERROR)
    )


@claim(
    "assignment.expanded-masked-warns",
    snippet="expanded_masked.py",
    over=over(tensors("overlapping", "float", but=(LEAF_VIEW,)), ops("in-place-indexed"), NO_MEMORY),
    en="Writes by mask or by index are only deprecated there: `e.masked_fill_(e == 0, 5.0)` writes `x` and warns `UserWarning: Use of masked_fill_ on expanded tensors is deprecated. Please clone() the tensor before performing this operation.` The catalogue's `masked_fill_`, `index_fill_` and `t[[0]] = 0` succeed with such a warning on each expanded floating-point tensor whose elements share locations, in every context but the default device meta, except the expanded view of a leaf that requires grad, where autograd's error comes first; on the expanded tensor with the conjugate bit, a complex one, they raise the error above.",
    zh="按掩码或按索引写入在那里只是被弃用：`e.masked_fill_(e == 0, 5.0)` 会写入 `x`，并发出警告 `UserWarning: Use of masked_fill_ on expanded tensors is deprecated. Please clone() the tensor before performing this operation.`（对扩展张量使用 masked_fill_ 已被弃用，请先 clone() 再执行该操作）。目录中的 `masked_fill_`、`index_fill_` 和 `t[[0]] = 0` 在每个元素共享内存位置的扩展浮点张量上、在除默认设备为 meta 之外的每种上下文中都会成功执行并发出这样的警告，例外是需要梯度的叶子张量的扩展视图，在它上面会先抛出自动求导的错误；在带共轭位的扩展张量（复数张量）上，它们抛出上面的错误。",
)
def _(run):
    def warns(case):
        case.apply()
        return any(category == "UserWarning" and DEPRECATED in message for category, message in case.warnings)

    family = ops("in-place-indexed")
    return (
        warned(run, "UserWarning", "Use of masked_fill_ " + DEPRECATED)
        and run["x"].tolist() == [5.0] * 4
        and run.each(warns)
        and exceptions_raise((CONJ,), family, EXPANDED_ERROR) and exceptions_raise((LEAF_VIEW,), family, LEAF_VIEW_ERROR)
    )


@claim(
    "assignment.expanded-no-overlap",
    snippet="expanded_row.py",
    over=over(tensors(only=("expanded by a size-1 dimension", "empty expanded")), ops("in-place", "in-place-more"), NO_MEMORY),
    en="What fails is a write to a tensor in which two elements share a location, not a write to an expanded tensor: the row `e[0]` repeats no location, so `e[0] = 5` writes `x`; and `x.expand(1, 4)`, whose new dimension has size 1, and the empty expanded tensor of the catalogue, which has no element, take every in-place operation of the catalogue, in every context but the default device meta.",
    zh="失败的原因是写入的张量中有两个元素共享一个位置，而不是写入扩展张量本身：行 `e[0]` 没有重复的位置，所以 `e[0] = 5` 会写入 `x`；`x.expand(1, 4)`（新维度的长度为 1）和目录中的空的扩展张量（没有元素）则接受目录中的每种原地操作，在除默认设备为 meta 之外的每种上下文中都是如此。",
)
def _(run):
    return (
        run["x"].tolist() == [5.0] * 4 and run["row"].stride() == (1,) and 0 in run["e"].stride()
        and run["one"].tolist() == [[1.0] * 4]
        and run.each(lambda case: case.apply() is case.tensor)
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
