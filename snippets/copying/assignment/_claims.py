from tensorfacts.catalogue import ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, is_view_of, printed, raises, shares_storage


@claim(
    "assignment.alias",
    snippet="alias.py",
    en="Assignment copies nothing: `b = a` binds a second name to the same tensor object, so an in-place change made through `a` is seen through `b`.",
    zh="赋值不会复制任何东西：`b = a` 只是给同一个张量对象再起一个名字，所以通过 `a` 做的原地修改，从 `b` 也看得到。",
)
def _(run):
    return run["a"] is run["b"] and equal(run["b"], [2, 3, 4])


@claim(
    "assignment.augmented-in-place",
    snippet="alias.py",
    en="For a tensor, `a += 1` is an in-place update: afterwards `a` is still the very object that `b` names.",
    zh="对张量来说，`a += 1` 是原地操作：执行之后，`a` 仍然是 `b` 所指的那个对象。",
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
    en="Basic indexing such as the slice `a[1:3]` returns a view that shares storage with `a`: writing into the view changes `a`.",
    zh="切片 `a[1:3]` 这类基本索引返回的是与 `a` 共享存储的视图：往视图里写，`a` 也跟着变。",
)
def _(run):
    a, v = run["a"], run["v"]
    return is_view_of(v, a) and shares_storage(v, a) and equal(a, [1, 100, 3, 4])


@claim(
    "assignment.advanced-copy",
    snippet="advanced_copy.py",
    en="Advanced indexing with a list of indices, `a[[1, 2]]`, copies the selected elements into new storage: writing into the result leaves `a` unchanged.",
    zh="用索引列表做高级索引（`a[[1, 2]]`）会把选中的元素复制到新的存储中：往结果里写，`a` 不受影响。",
)
def _(run):
    a, c = run["a"], run["c"]
    return c._base is None and not shares_storage(c, a) and equal(a, [1, 2, 3, 4]) and equal(c, [100, 3])


EXPANDED_ERROR = (
    "unsupported operation: more than one element of the written-to tensor refers to a single memory location."
    " Please clone() the tensor before performing the operation."
)


@claim(
    "assignment.expanded-inplace-raises",
    snippet="expanded_inplace.py",
    over=over(tensors("expanded"), ops("in-place", but=("t.fill_(1)", "t.zero_()"))),
    en="An in-place operation on an expanded tensor fails, because several of its elements share one memory location; `fill_` and `zero_` are the exceptions (next). `x.expand(3, 4).add_(1)` raises `RuntimeError: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.`",
    zh="对扩展（expand）得到的张量做原地操作会失败，因为它有多个元素共用同一个内存位置；`fill_` 和 `zero_` 是例外（见下文）。`x.expand(3, 4).add_(1)` 会抛出 `RuntimeError: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.`（不支持的操作：被写入的张量中有多个元素指向同一个内存位置，请先对张量调用 clone() 再执行该操作）。",
)
def _(run):
    return (
        type(run.error) is RuntimeError and str(run.error) == EXPANDED_ERROR and 0 in run["e"].stride()
        and run.each(lambda case: raises(case.apply, RuntimeError, EXPANDED_ERROR))
    )


@claim(
    "assignment.expanded-fill-works",
    snippet="expanded_fill.py",
    over=over(tensors("expanded"), ops("in-place", only=("t.fill_(1)", "t.zero_()"))),
    en="`fill_` and `zero_` work on an expanded tensor: they write one value to every element, so each shared location simply receives it, and `x` itself changes.",
    zh="`fill_` 和 `zero_` 在扩展张量上可以执行：它们给每个元素写入同一个值，共用的内存位置收到的也就是这个值，`x` 本身随之改变。",
)
def _(run):
    return (
        printed(run, "after e.fill_(7), x: [7.0, 7.0, 7.0, 7.0]")
        and printed(run, "after e.zero_(), x: [0.0, 0.0, 0.0, 0.0]")
        and run.each(lambda case: case.apply() is case.tensor and bool((case.tensor == case.tensor.flatten()[0]).all()))
    )


@claim(
    "assignment.expanded-fix",
    snippet="expanded_fix.py",
    en="As the message says, `clone()` first, or call `contiguous()`: either gives a 3×4 tensor with memory of its own for each element, `add_(1)` then works, and `x` stays unchanged.",
    zh="正如消息所说，先调用 `clone()`，或者调用 `contiguous()`：两者都会得到每个元素各有自己内存的 3×4 张量，之后 `add_(1)` 就能执行，`x` 保持不变。",
)
def _(run):
    x = run["x"]
    return all(
        t.shape == (3, 4) and t.stride() == (4, 1) and t.tolist() == [[1.0] * 4] * 3 and not shares_storage(t, x)
        for t in (run["cloned"], run["made_contiguous"])
    ) and x.tolist() == [0.0] * 4
