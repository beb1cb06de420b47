import torch

from tensorfacts.catalogue import TENSORS, ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raised, raises, same_data, shares_storage, warned

DETACH = ops("view", only=("t.detach()",))
DETACH_INPLACE = ops("detach-in-place")
DATA = ops("data-attribute")
OVERLAP_ERROR = ("unsupported operation: more than one element of the written-to tensor refers to a single memory location. "
                 "Please clone() the tensor before performing the operation.")
# the originals whose version counter a write cannot show: an inference tensor has none; fill_ raises on an
# expanded tensor with the conjugate bit
UNCOUNTED = ("inference tensor", "expanded tensor with the conjugate bit")
VIEW_ERROR = "Can't detach views in-place. Use detach() instead."

OPS = ("resize_", "resize_as_", "set_", "transpose_")


@claim(
    "detach.shares-storage",
    snippet="shared.py",
    over=over(tensors(but=("meta",)), DETACH),
    en="`detach()` returns a new tensor object on the same storage as the original, starting at the same element with the same shape and strides, whatever tensor it is called on (a meta tensor, which holds no data, is left out): a value written through `d = a.detach()` is seen through `a`.",
    zh="`detach()` 返回一个新的张量对象，它与原张量共享同一块存储，起始元素、形状和步幅（stride）都相同，无论对哪种张量调用都是如此（meta 张量不存数据，不在此列）：通过 `d = a.detach()` 写入的值，从 `a` 上也能看到。",
)
def _(run):
    def same_storage(case):
        d, t = case.apply(), case.tensor
        return (d is not t and shares_storage(d, t) and same_data(d, t)
                and d.shape == t.shape and d.stride() == t.stride())

    return (
        run["d"] is not run["a"]
        and same_data(run["d"], run["a"])
        and equal(run["a"].detach(), [10.0, 2.0, 3.0])
        and run["a"]._version == 1  # the write went through detach(), not .data
        and run.each(same_storage)
    )


@claim(
    "detach.no-grad-leaf",
    snippet="shared.py",
    over=over(tensors(), DETACH),
    en="Whatever tensor it is called on, the detached tensor has `requires_grad` `False` and `grad_fn` `None`, and it is a leaf tensor, even when the original requires grad, as `a` does.",
    zh="无论对哪种张量调用，分离出的张量 `requires_grad` 都为 `False`、`grad_fn` 为 `None`，而且是叶子张量，即使原张量需要梯度（如 `a`）也是如此。",
)
def _(run):
    d = run["d"]

    def cut_off(case):
        d = case.apply()
        return d.requires_grad is False and d.grad_fn is None and d.is_leaf

    return run["a"].requires_grad and not d.requires_grad and d.grad_fn is None and d.is_leaf and run.each(cut_off)


@claim(
    "detach.not-a-view",
    snippet="shared.py",
    over=over(tensors(), DETACH),
    en="Autograd does not record the detached tensor as a view of the original, whatever the original is (a view included): its `_is_view()` is `False` and its `_base` is `None`, although the two share storage.",
    zh="无论原张量是什么（视图（view）也一样），自动求导（autograd）都不把分离出的张量记为原张量的视图：它的 `_is_view()` 为 `False`，`_base` 为 `None`，尽管两者共享存储。",
)
def _(run):
    d = run["d"]

    def not_a_view(case):
        d = case.apply()
        return d._is_view() is False and d._base is None

    return not d._is_view() and d._base is None and shares_storage(d, run["a"]) and run.each(not_a_view)


@claim(
    "detach.version-shared",
    snippet="version.py",
    over=over(tensors(but=UNCOUNTED), DETACH),
    en="The detached tensor shares the version counter of the original, whatever the original is: an in-place operation on either one advances `_version` of both. Two originals are left out: an inference tensor, as reading its `_version` raises `RuntimeError: Inference tensors do not track version counter.`, and the expanded tensor with the conjugate bit `e`, as even `e.detach().fill_(1)` raises `RuntimeError: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.`",
    zh="无论原张量是什么，分离出的张量都与它共享同一个版本计数器（version counter）：对两者之一做原地操作（in-place operation），两者的 `_version` 都会一起增加。有两种原张量不在此列：推理张量（inference tensor），因为读取它的 `_version` 会抛出 `RuntimeError: Inference tensors do not track version counter.`（推理张量不记录版本计数器）；以及带共轭位（conjugate bit）的扩展张量 `e`，因为连 `e.detach().fill_(1)` 都会抛出 `RuntimeError: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.`（不支持的操作：被写入的张量中有多个元素指向同一个内存位置，请先对张量调用 clone() 再执行该操作）。",
)
def _(run):
    def shared_counter(case):
        d, t = case.apply(), case.tensor
        start = t._version
        with torch.no_grad():
            d.fill_(1)  # fill_ works on every layout of the family, an expanded one included
            after_d = (t._version, d._version)
            t.fill_(2)
        return after_d == (start + 1, start + 1) and (t._version, d._version) == (start + 2, start + 2)

    return (
        printed(run, "start:           0 0")
        and printed(run, "after d.add_(1): 1 1")
        and printed(run, "after y.mul_(2): 2 2")
        and run["y"]._version == run["d"]._version == 2
        and printed(run, "inference tensor: Inference tensors do not track version counter.")
        and printed(run, f"expanded with the conjugate bit: {OVERLAP_ERROR}")
        and run["e"].is_conj() and 0 in run["e"].stride()
        and run.each(shared_counter)
    )


@claim(
    "detach.inplace-saved-raises",
    snippet="saved_output.py",
    en="`out = a.sigmoid()` is saved for backward (`sigmoid()` saves its output), so changing `c = out.detach()` in place with `c.zero_()` makes `out.sum().backward()` raise `RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation`.",
    zh="`out = a.sigmoid()` 被保存下来供反向传播使用（`sigmoid()` 会保存自己的输出），所以用 `c.zero_()` 原地修改 `c = out.detach()` 之后，`out.sum().backward()` 会抛出 `RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation`（梯度计算所需的某个变量已被原地操作修改）。",
)
def _(run):
    return (
        raised(run, RuntimeError, "one of the variables needed for gradient computation has been modified by an inplace operation")
        and run["out"]._version == 1
    )


@claim(
    "detach.inplace-unsaved-ok",
    snippet="not_saved.py",
    en="`out = a + 2` is not saved for backward (the addition keeps no tensor for it), so the same in-place change through `out.detach()` does not stop `out.sum().backward()`: it runs and each element of `a.grad` is 1.",
    zh="`out = a + 2` 没有被保存下来供反向传播使用（加法不为反向传播保留张量），所以通过 `out.detach()` 做同样的原地修改并不妨碍 `out.sum().backward()`：它照常执行，`a.grad` 的每个元素都是 1。",
)
def _(run):
    return (
        run.error is None
        and run["out"]._version == 1
        and run["a"].grad is not None
        and equal(run["a"].grad, [1.0, 1.0, 1.0])
    )


@claim(
    "detach.backward-from-detached",
    snippet="backward_detached.py",
    en="`loss = c.sum()`, computed only from the detached `c`, does not require grad, and `loss.backward()` raises `RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn`.",
    zh="`loss = c.sum()` 只由分离出的 `c` 算出，它不需要梯度，`loss.backward()` 会抛出 `RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn`（传给反向传播的第一个张量不需要梯度，也没有 grad_fn）。",
)
def _(run):
    return (
        not run["loss"].requires_grad
        and raised(run, RuntimeError, "element 0 of tensors does not require grad and does not have a grad_fn")
    )


@claim(
    "detach.requires-grad-new-leaf",
    snippet="new_leaf.py",
    en="`d = a.detach().requires_grad_()` is a leaf that receives its own gradient in `d.grad`, while `a.grad` stays `None`.",
    zh="`d = a.detach().requires_grad_()` 是一个叶子张量，会在 `d.grad` 中得到自己的梯度，而 `a.grad` 仍是 `None`。",
)
def _(run):
    d = run["d"]
    return (
        d.is_leaf
        and d.requires_grad
        and d.grad is not None
        and equal(d.grad, [2.0, 2.0, 2.0])
        and shares_storage(d, run["a"])
        and run["a"].grad is None
    )


@claim(
    "detach.metadata-changes-allowed",
    snippet="metadata.py",
    en="`resize_`, `resize_as_`, `set_` and `transpose_` on `x.detach()` run without error, both when `x` requires grad and when it does not, and they leave the shape of `x` unchanged.",
    zh="在 `x.detach()` 上调用 `resize_`、`resize_as_`、`set_` 和 `transpose_` 都不会报错，`x` 需要梯度时和不需要梯度时都是如此；而且它们不会改变 `x` 的形状。",
)
def _(run):
    results = run["results"]
    return set(results) == set(OPS) and all(
        row[True] == "✓" and row[False] == "✓" and shapes == {(2, 3)} for row, shapes in results.values()
    )


@claim(
    "detach.metadata-on-original",
    snippet="metadata.py",
    en="The same four operations applied to `x` itself raise a `RuntimeError` when `x` is a leaf that requires grad, so the errors come from the original requiring grad, not from `detach()`.",
    zh="同样这四个操作，如果直接作用在 `x` 本身上，而 `x` 是需要梯度的叶子张量，就会抛出 `RuntimeError`；可见报错来自原张量需要梯度，而不是来自 `detach()`。",
)
def _(run):
    results = run["results"]
    return set(results) == set(OPS) and all(row["self"] == "✗ RuntimeError" for row, _ in results.values())


@claim(
    "detach.docstring",
    snippet="docstring.py",
    en="The docstring of `Tensor.detach` names none of `resize_`, `resize_as_`, `set_` or `transpose_`; its note says only that in-place modifications on either tensor will be seen and may trigger errors in correctness checks.",
    zh="`Tensor.detach` 的文档字符串（docstring）中没有出现 `resize_`、`resize_as_`、`set_` 或 `transpose_` 这几个名字；其中的说明只讲到：对两个张量之一的原地修改都会在另一个上体现，并且可能触发正确性检查中的错误。",
)
def _(run):
    doc = " ".join(run["doc"].split())
    return (
        not any(op in doc for op in OPS)
        and "In-place modifications on either of them will be seen, and may trigger errors in correctness checks." in doc
    )


@claim(
    "detach.inplace-same-object",
    snippet="detach_inplace.py",
    en="`b.detach_()` changes `b` itself and returns that same object: afterwards `b` has `requires_grad` `False` and `grad_fn` `None` and is a leaf, so no attached tensor is left behind to go back to.",
    zh="`b.detach_()` 修改的是 `b` 本身，并返回同一个对象：调用之后 `b` 的 `requires_grad` 为 `False`、`grad_fn` 为 `None`，并且成为叶子张量，因此不会留下仍连在计算图（autograd graph）上的张量可以回头使用。",
)
def _(run):
    b = run["b"]
    return (
        run["r"] is b
        and not b.requires_grad
        and b.grad_fn is None
        and b.is_leaf
        and printed(run, "before: grad_fn AddBackward0 is_leaf False")
    )


@claim(
    "detach.inplace-downstream-fails",
    snippet="detach_inplace_backward.py",
    en="`out`, computed from `b` after `b.detach_()`, does not require grad, so `out.backward()` raises the same `RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn`.",
    zh="`out` 是在 `b.detach_()` 之后由 `b` 算出的，它不需要梯度，因此 `out.backward()` 同样会抛出 `RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn`（传给反向传播的第一个张量不需要梯度，也没有 grad_fn）。",
)
def _(run):
    return (
        not run["out"].requires_grad
        and raised(run, RuntimeError, "element 0 of tensors does not require grad and does not have a grad_fn")
    )


@claim(
    "detach.inplace-view-raises",
    snippet="view_raises.py",
    en="`v.detach_()` on the view `v = a[:2]` raises `RuntimeError: Can't detach views in-place. Use detach() instead.`",
    zh="对视图 `v = a[:2]` 调用 `v.detach_()` 会抛出 `RuntimeError: Can't detach views in-place. Use detach() instead.`（不能原地分离视图，请改用 detach()）。",
)
def _(run):
    return (
        run["v"]._is_view()
        and raised(run, RuntimeError, "Can't detach views in-place. Use detach() instead.")
    )


@claim(
    "detach.inplace-view-rule",
    snippet="view_table.py",
    over=over(tensors(), DETACH_INPLACE),
    en="Called outside inference mode, `detach_()` raises this error exactly when autograd tracks the tensor as a view (`_is_view()`), whatever its dtype, device or `requires_grad`: views of tensors that do not require grad, views made under `no_grad()` and views of a detached tensor all raise; on every other tensor it returns the tensor itself, detached and a leaf.",
    zh="在推理模式（inference mode）之外调用时，`detach_()` 恰好在自动求导把该张量记为视图（`_is_view()`）时抛出这个错误，与数据类型（dtype）、设备和 `requires_grad` 都无关：不需要梯度的张量的视图、在 `no_grad()` 下创建的视图、分离出的张量的视图，都会报错；对其他张量，它都返回张量本身，已分离，且是叶子张量。",
)
def _(run):
    results = run["results"]
    views = [r for r in results.values() if r[0]]
    rg_values = {r[1] for r in views}

    def raises_iff_view(case):
        t = case.tensor
        if t._is_view():
            return raises(case.apply, RuntimeError, VIEW_ERROR)
        return case.apply() is t and t.requires_grad is False and t.grad_fn is None and t.is_leaf

    return (
        len(views) >= 4
        and rg_values == {True, False}
        and all((outcome == "✗ RuntimeError") == is_view for is_view, _, outcome in results.values())
        and run.each(raises_iff_view)
    )


@claim(
    "detach.inplace-inference-view",
    snippet="view_table.py",
    over=over(tensors("inference"), ops("view")),
    en="A view taken of an inference tensor (one created under `inference_mode()`), by any of the view operations, is not tracked as a view (`_is_view()` is `False`), so `detach_()` on it succeeds; a slice of an ordinary tensor is a view even when taken under `inference_mode()`, and `detach_()` on it raises.",
    zh="推理张量（在 `inference_mode()` 下创建的张量）的视图，无论由哪种视图操作得到，都不会被记为视图（`_is_view()` 为 `False`），因此对它调用 `detach_()` 可以成功；普通张量的切片即使是在 `inference_mode()` 下切出的，也是视图，对它调用 `detach_()` 会报错。",
)
def _(run):
    results = run["results"]
    (of_inference,) = [r for label, r in results.items() if "inference_mode(): ones" in label]
    (of_ordinary,) = [r for label, r in results.items() if "inference_mode(): a" in label]

    def untracked(case):
        v = case.apply()
        return v._is_view() is False and v.detach_() is v

    return (
        of_inference[0] is False and of_inference[2] == "✓"
        and of_ordinary[0] and of_ordinary[2] == "✗ RuntimeError"
        and run.each(untracked)
    )


@claim(
    "detach.inplace-inference-noop",
    snippet="detach_inference.py",
    over=over(tensors(), DETACH_INPLACE),
    en="Inside `inference_mode()`, `detach_()` on a tensor made outside it neither raises nor detaches, whatever the tensor: it returns the tensor unchanged; the view `v` and the non-leaf `b` keep `requires_grad=True` and their `grad_fn`.",
    zh="在 `inference_mode()` 中，对在它之外创建的张量调用 `detach_()`，无论是哪种张量，都既不报错也不分离：返回的张量不变；视图 `v` 和非叶子张量 `b` 仍然 `requires_grad=True`，`grad_fn` 也还在。",
)
def _(run):
    b, v = run["b"], run["v"]

    def unchanged(case):
        t = case.tensor
        before = (t.requires_grad, t.grad_fn, t.is_leaf, t._is_view())
        with torch.inference_mode():
            returned = case.apply()
        return returned is t and (t.requires_grad, t.grad_fn, t.is_leaf, t._is_view()) == before

    return (
        run["rb"] is b and run["rv"] is v and v._is_view()
        and b.requires_grad and v.requires_grad
        and b.grad_fn is not None and v.grad_fn is not None
        and not b.is_leaf
        and run.each(unchanged)
    )


@claim(
    "detach.data-like-detach",
    snippet="data_version.py",
    over=over(tensors(but=("meta",)), DATA),
    en="Like `detach()`, `.data` gives a new tensor object on the original's storage, starting at the same element, with `requires_grad` `False`, no `grad_fn`, and a leaf, whatever the original is (a meta tensor, which holds no data, is left out).",
    zh="和 `detach()` 一样，`.data` 得到一个新的张量对象，它使用原张量的存储，起始元素相同，`requires_grad` 为 `False`，没有 `grad_fn`，并且是叶子张量；无论原张量是什么都是如此（meta 张量不存数据，不在此列）。",
)
def _(run):
    x, xd = run["x"], run["xd"]

    def like_detach(case):
        d, t = case.apply(), case.tensor
        return (d is not t and shares_storage(d, t) and same_data(d, t)
                and d.requires_grad is False and d.grad_fn is None and d.is_leaf)

    return x.requires_grad and not xd.requires_grad and same_data(xd, x) and xd.grad_fn is None and run.each(like_detach)


@claim(
    "detach.data-no-version",
    snippet="data_version.py",
    over=over(tensors(but=UNCOUNTED), DATA),
    en="An in-place change through `.data` leaves the original's `_version` unchanged, while the same change through `detach()` advances it, whatever the original is (the two originals left out above are left out here too: an inference tensor, which has no version counter, and the expanded tensor with the conjugate bit, which cannot be filled).",
    zh="通过 `.data` 做原地修改不会改变原张量的 `_version`，而通过 `detach()` 做同样的修改会让它增加；无论原张量是什么都是如此（上文除外的两种原张量在这里同样除外：推理张量没有版本计数器，带共轭位的扩展张量无法被填充）。",
)
def _(run):
    def separate_counter(case):
        t = case.tensor
        start = t._version
        with torch.no_grad():
            case.apply().fill_(1)  # fill_ works on every layout of the family, an expanded one included
            through_data = t._version
            t.detach().fill_(1)
        return through_data == start and t._version == start + 1

    # the two originals left out: an inference tensor has no version counter; fill_ raises on the other
    inference, expanded_conj = (next(c for c in TENSORS if c.name == name).build() for name in UNCOUNTED)

    def fill_through_data():
        with torch.no_grad():
            expanded_conj.data.fill_(1)

    return (
        raises(lambda: inference._version, RuntimeError, "Inference tensors do not track version counter.")
        and raises(fill_through_data, RuntimeError, OVERLAP_ERROR)
        and printed(run, "after x.data.add_(1):     x._version = 0")
        and printed(run, "after x.detach().add_(1): x._version = 1")
        and run["x"]._version == 1
        and run.each(separate_counter)
    )


@claim(
    "detach.data-wrong-gradient",
    snippet="data_silent.py",
    en="Zeroing the saved output `out` of `sigmoid()` through `out.data` raises no error: `out.sum().backward()` runs and silently uses the modified values, so each element of `a.grad` is 0 instead of the true gradient.",
    zh="通过 `out.data` 把 `sigmoid()` 保存的输出 `out` 清零不会报错：`out.sum().backward()` 照常执行，并悄悄使用被改过的值，于是 `a.grad` 的每个元素都是 0，而不是真正的梯度。",
)
def _(run):
    grad = run["a"].grad
    return (
        run.error is None
        and run["out"]._version == 0
        and grad is not None
        and equal(grad, torch.zeros(3))
        and bool(torch.all(run["expected"] > 0))
    )


@claim(
    "detach.returns-tensor",
    snippet="legacy.py",
    en="Some older articles describe `detach()` as returning a \"Variable\" with a `volatile` flag; today `d = a.detach()` is a plain `torch.Tensor`, and reading `d.volatile` only emits a `UserWarning` starting `volatile was removed` and gives `False`.",
    zh="一些较早的文章说 `detach()` 返回带有 `volatile` 标志的 “Variable”；如今 `d = a.detach()` 就是普通的 `torch.Tensor`，读取 `d.volatile` 只会发出以 `volatile was removed` 开头的 `UserWarning`（volatile 已被移除），并返回 `False`。",
)
def _(run):
    return (
        type(run["d"]) is torch.Tensor
        and run["flag"] is False
        and warned(run, "UserWarning", "volatile was removed")
    )


@claim(
    "detach.inplace-error-version",
    snippet="saved_output.py",
    en="The error is a version check: its message says the saved output is at version 1 while backward expected version 0.",
    zh="这个错误来自版本检查：错误信息指出被保存的输出当前是版本 1，而反向传播期望的是版本 0。",
)
def _(run):
    return raised(run, RuntimeError, "is at version 1; expected version 0 instead") and run["out"]._version == 1


@claim(
    "detach.inplace-error-node",
    snippet="saved_output.py",
    en="Since PyTorch 2.13 the message names the saved tensor `output 0 of Sigmoid`, after the forward operation ([pytorch/pytorch#180383](https://github.com/pytorch/pytorch/pull/180383)).",
    zh="从 PyTorch 2.13 起，错误信息按前向操作把被保存的张量称为 `output 0 of Sigmoid`（[pytorch/pytorch#180383](https://github.com/pytorch/pytorch/pull/180383)）。",
    torch=">=2.13",
)
def _(run):
    return raised(run, RuntimeError, "which is output 0 of Sigmoid, is at version 1")


@claim(
    "detach.inplace-error-node-old",
    snippet="saved_output.py",
    en="Before PyTorch 2.13 it said `output 0 of SigmoidBackward0`, the name of the backward node ([pytorch/pytorch#180383](https://github.com/pytorch/pytorch/pull/180383)).",
    zh="PyTorch 2.13 之前，它写的是 `output 0 of SigmoidBackward0`，即反向传播节点的名字（[pytorch/pytorch#180383](https://github.com/pytorch/pytorch/pull/180383)）。",
    torch="<2.13",
)
def _(run):
    return raised(run, RuntimeError, "which is output 0 of SigmoidBackward0, is at version 1")


@claim(
    "detach.modify-clone",
    snippet="modify_clone.py",
    en="To change the values, change `detach().clone()` instead: zeroing the clone leaves `out._version` at 0, and backward runs and gives the true gradient.",
    zh="如果需要修改这些值，请修改 `detach().clone()`：把克隆清零不会改变 `out._version`，它仍为 0，反向传播照常执行并给出真正的梯度。",
)
def _(run):
    a, out, c = run["a"], run["out"], run["c"]
    return (
        run.error is None
        and out._version == 0
        and not shares_storage(c, out)
        and equal(c, torch.zeros(3))
        and a.grad is not None
        and bool(torch.allclose(a.grad, run["expected"]))
        and bool(torch.all(a.grad > 0))
    )


@claim(
    "detach.prefer-detach",
    snippet="prefer_detach.py",
    en="So prefer `detach()`: after the same in-place change to a saved output, backward raises a `RuntimeError` when the change went through `detach()`, but quietly returns a zero gradient when it went through `.data`.",
    zh="所以请优先使用 `detach()`：对被保存的输出做同样的原地修改后，若修改经由 `detach()`，反向传播会抛出 `RuntimeError`；若经由 `.data`，它会悄无声息地返回全零的梯度。",
)
def _(run):
    results = run["results"]
    return results["detach()"] == "RuntimeError" and results[".data"] == "a.grad = [0.0, 0.0, 0.0]"


@claim(
    "detach.data-or-detach",
    snippet="data_or_detach.py",
    en="Use `detach()` rather than `.data`: both give a tensor that shares storage with the original and does not require grad, but only an in-place change through `detach()` advances the original's `_version`, so only that change is caught when backward needs the old values.",
    zh="请用 `detach()`，而不是 `.data`：两者得到的张量都与原张量共享存储、都不需要梯度，但只有经由 `detach()` 的原地修改会推进原张量的 `_version`，所以当反向传播需要旧值时，只有这种修改会被发现。",
)
def _(run):
    d, data = run["results"]["detach()"], run["results"][".data"]
    return (
        d["shares"] and data["shares"]
        and not d["requires_grad"] and not data["requires_grad"]
        and d["version"] == 1 and data["version"] == 0
        and d["backward"] == "RuntimeError" and data["backward"] == "runs"
    )
