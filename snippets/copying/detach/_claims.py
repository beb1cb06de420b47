import torch

from tensorfacts.catalogue import TENSORS, contexts, ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raised, raises, same_data, shares_storage, warned

DETACH = ops("view", only=("t.detach()",))
DETACH_INPLACE = ops("detach-in-place")
DATA = ops("data-attribute")
OVERLAP_ERROR = ("unsupported operation: more than one element of the written-to tensor refers to a single memory location. "
                 "Please clone() the tensor before performing the operation.")
VERSION_ERROR = "Inference tensors do not track version counter."
INFERENCE_WRITE_ERROR = "Inplace update to inference tensor outside InferenceMode is not allowed."
# the originals whose version counter a write cannot show: an inference tensor has none; fill_ raises on an
# expanded tensor with the conjugate bit
UNCOUNTED = ("inference tensor", "expanded tensor with the conjugate bit")
VIEW_ERROR = "Can't detach views in-place. Use detach() instead."
OUTSIDE_INFERENCE = contexts("no context", "torch.no_grad()")
"""Grad mode on and off, outside inference mode (where detach_() does nothing)."""

OPS = ("resize_", "resize_as_", "set_", "transpose_")


# --- detach() shares storage, not history -----------------------------------------------------


@claim(
    "detach.shares-storage",
    snippet="shared.py",
    over=over(tensors(but=("meta",)), DETACH),
    en="`detach()` returns a new tensor on the same storage, with the same offset, shape and strides: a write through `d = a.detach()` shows in `a`.",
    zh="`detach()` 返回一个新张量，它与原张量共享存储，偏移、形状和步幅（stride）都相同：通过 `d = a.detach()` 写入的值在 `a` 中可见。",
    not_covered=(("`d[0] = 10` outside inference mode when `a` is an inference tensor",
                  "`a` 为推理张量时，在推理模式之外执行的 `d[0] = 10`"),),
)
def _(run):
    def same_storage(case):
        d, t = case.apply(), case.tensor
        return (d is not t and shares_storage(d, t) and same_data(d, t)
                and d.shape == t.shape and d.stride() == t.stride())

    def inference_written_then_raises():
        """The case the not-covered label names: through the detached tensor of an inference tensor, outside inference
        mode, ``d[0] = 10`` lands in it and then raises, while an in-place method on ``d`` itself raises nothing."""
        with torch.inference_mode():
            i = torch.zeros(3)
        d = i.detach()
        return (d.is_inference() and raises(lambda: d.__setitem__(0, 10.0), RuntimeError, INFERENCE_WRITE_ERROR)
                and i.tolist() == [10.0, 0.0, 0.0] and d.add_(1) is d and i.tolist() == [11.0, 1.0, 1.0])

    return (
        run["d"] is not run["a"]
        and same_data(run["d"], run["a"])
        and equal(run["a"].detach(), [10.0, 2.0, 3.0])
        and run["a"]._version == 1  # the write went through detach(), not .data
        and run.each(same_storage)
        and inference_written_then_raises()
    )


@claim(
    "detach.no-grad-leaf",
    snippet="shared.py",
    over=over(tensors(), DETACH),
    en="The detached tensor has `requires_grad` `False` and `grad_fn` `None`, and is a leaf, even when the original, like `a`, requires grad.",
    zh="分离出的张量 `requires_grad` 为 `False`、`grad_fn` 为 `None`，并且是叶子张量；原张量需要梯度时（如 `a`）也不例外。",
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
    en="Autograd does not record the detached tensor as a view: its `_is_view()` is `False` and its `_base` is `None`.",
    zh="自动求导（autograd）不把分离出的张量记为原张量的视图（view）：它的 `_is_view()` 为 `False`，`_base` 为 `None`，两者之间没有视图关系。",
)
def _(run):
    d = run["d"]

    def not_a_view(case):
        d = case.apply()
        return d._is_view() is False and d._base is None

    return not d._is_view() and d._base is None and shares_storage(d, run["a"]) and run.each(not_a_view)


@claim(
    "detach.returns-tensor",
    snippet="legacy.py",
    en="`d = a.detach()` is a plain `torch.Tensor`; reading the old flag `d.volatile` only gives `False`, with a `UserWarning` starting `volatile was removed`.",
    zh="`d = a.detach()` 是普通的 `torch.Tensor`；读取旧标志 `d.volatile` 只会得到 `False`，并发出以 `volatile was removed` 开头的 `UserWarning`（volatile 已被移除）。",
)
def _(run):
    return (
        type(run["d"]) is torch.Tensor
        and run["flag"] is False
        and warned(run, "UserWarning", "volatile was removed")
    )


# --- One version counter for both -------------------------------------------------------------


@claim(
    "detach.version-shared",
    snippet="version.py",
    over=over(tensors(but=UNCOUNTED), DETACH),
    en="The detached tensor shares the original's version counter: an in-place write to either one advances the `_version` of both.",
    zh="分离出的张量与原张量共享版本计数器（version counter）：原地写入其中任一个，两者的 `_version` 都会增加。",
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
        # the other original the family leaves out: even a write through its detached tensor raises
        and printed(run, f"expanded with the conjugate bit: {OVERLAP_ERROR}")
        and run["e"].is_conj() and 0 in run["e"].stride()
        and run.each(shared_counter)
    )


@claim(
    "detach.version-inference",
    snippet="version.py",
    over=over(tensors("inference"), DETACH),
    exception_to="detach.version-shared",
    en="`i = torch.ones(3)`, made inside `torch.inference_mode()`, is an inference tensor with no version counter: reading `i._version` raises `RuntimeError: Inference tensors do not track version counter.`",
    zh="在 `torch.inference_mode()` 中创建的 `i = torch.ones(3)` 是推理张量（inference tensor），没有版本计数器：读取 `i._version` 会抛出 `RuntimeError: Inference tensors do not track version counter.`（推理张量不记录版本计数器）。",
)
def _(run):
    def untracked(case):
        t = case.tensor
        case.apply()
        return raises(lambda: t._version, RuntimeError, VERSION_ERROR)

    return printed(run, f"inference tensor: {VERSION_ERROR}") and run["i"].is_inference() and run.each(untracked)


@claim(
    "detach.version-numpy",
    snippet="version_numpy.py",
    devices=("cpu",),
    exception_to="detach.version-shared",
    not_covered=(("CUDA tensors, which `numpy()` refuses", "CUDA 张量：`numpy()` 不接受"),),
    en="A write through NumPy, as in `out.detach().numpy()[:] = 0`, advances no `_version`: backward then runs on the changed values, and `a.grad` is `[0.0, 0.0, 0.0]`.",
    zh="经由 NumPy 的写入，例如 `out.detach().numpy()[:] = 0`，不会让 `_version` 增加：之后反向传播照常基于改动后的值执行，`a.grad` 是 `[0.0, 0.0, 0.0]`。",
)
def _(run):
    def uncounted(t):
        d = t.detach()
        start, before = t._version, t.detach().clone()
        d.numpy()[...] = -1
        return t._version == d._version == start and not torch.equal(t.detach(), before) and bool((t.detach() == -1).all())

    others = (torch.tensor([1.0, 2.0, 3.0], requires_grad=True) * 2, torch.arange(12.0).reshape(3, 4).t(),
              torch.arange(12.0)[::2], torch.arange(6, dtype=torch.float64), torch.arange(6))
    out = run["out"]
    return (
        run.error is None and out._version == 0 and out.tolist() == [0.0, 0.0, 0.0]
        and printed(run, "a.grad: [0.0, 0.0, 0.0]") and run["a"].grad.tolist() == [0.0, 0.0, 0.0]
        and all(uncounted(t) for t in others)
    )


# --- When an in-place change breaks backward --------------------------------------------------


@claim(
    "detach.inplace-saved-raises",
    snippet="saved_output.py",
    en="After `c.zero_()` on `c = out.detach()`, where `out = a.sigmoid()` is saved for backward, `out.sum().backward()` raises `RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation`.",
    zh="`out = a.sigmoid()` 被保存下来供反向传播使用；对 `c = out.detach()` 执行 `c.zero_()` 之后，`out.sum().backward()` 会抛出 `RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation`（梯度计算所需的某个变量已被原地修改）。",
)
def _(run):
    return (
        raised(run, RuntimeError, "one of the variables needed for gradient computation has been modified by an inplace operation")
        and run["out"]._version == 1
    )


@claim(
    "detach.inplace-error-version",
    snippet="saved_output.py",
    en="The error is a version check: the message says the saved output is at version 1, where backward expected 0.",
    zh="这个错误来自版本检查：错误信息指出被保存的输出当前是版本 1，而反向传播期望的是版本 0。",
)
def _(run):
    return raised(run, RuntimeError, "is at version 1; expected version 0 instead") and run["out"]._version == 1


@claim(
    "detach.inplace-error-node",
    snippet="saved_output.py",
    en="Since PyTorch 2.13 the message names the saved tensor `output 0 of Sigmoid`, after the forward operation ([pytorch/pytorch#180383](https://github.com/pytorch/pytorch/pull/180383)).",
    zh="从 PyTorch 2.13 起，错误信息按前向操作把被保存的张量称为 `output 0 of Sigmoid`，见 [pytorch/pytorch#180383](https://github.com/pytorch/pytorch/pull/180383)。",
    torch=">=2.13",
)
def _(run):
    return raised(run, RuntimeError, "which is output 0 of Sigmoid, is at version 1")


@claim(
    "detach.inplace-error-node-old",
    snippet="saved_output.py",
    en="Before PyTorch 2.13 it said `output 0 of SigmoidBackward0`, the name of the backward node ([pytorch/pytorch#180383](https://github.com/pytorch/pytorch/pull/180383)).",
    zh="PyTorch 2.13 之前，它写的是 `output 0 of SigmoidBackward0`，即反向传播节点的名字，见 [pytorch/pytorch#180383](https://github.com/pytorch/pytorch/pull/180383)。",
    torch="<2.13",
)
def _(run):
    return raised(run, RuntimeError, "which is output 0 of SigmoidBackward0, is at version 1")


@claim(
    "detach.inplace-unsaved-ok",
    snippet="not_saved.py",
    en="`out = a + 2` keeps no tensor for backward, so the same change through `out.detach()` does not stop `out.sum().backward()`: each element of `a.grad` is 1.",
    zh="`out = a + 2` 不为反向传播保留张量，所以通过 `out.detach()` 做同样的修改不妨碍 `out.sum().backward()`：`a.grad` 的每个元素都是 1。",
)
def _(run):
    return (
        run.error is None
        and run["out"]._version == 1
        and run["a"].grad is not None
        and equal(run["a"].grad, [1.0, 1.0, 1.0])
    )


@claim(
    "detach.modify-clone",
    snippet="modify_clone.py",
    en="To change the values, change `detach().clone()` instead: zeroing the clone leaves `out._version` at 0, and backward gives the true gradient.",
    zh="要改这些值，就改 `detach().clone()`：清零克隆不会改变 `out._version`，它仍为 0，反向传播给出正确的梯度。",
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


# --- Gradients after detach() -----------------------------------------------------------------


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


# --- Shape and storage changes on a detached tensor -------------------------------------------


@claim(
    "detach.metadata-changes-allowed",
    snippet="metadata.py",
    not_covered=(("`x` from `torch.from_numpy`, given more elements by `resize_`",
                  "由 `torch.from_numpy` 得到、又被 `resize_` 增加元素个数的 `x`"),
                 ("`x` in shared memory, given more elements by `resize_`",
                  "位于共享内存中、又被 `resize_` 增加元素个数的 `x`")),
    en="`resize_`, `resize_as_`, `set_` and `transpose_` run without error on `x.detach()`, whether or not `x` requires grad, and leave the shape of `x` unchanged.",
    zh="`resize_`、`resize_as_`、`set_` 和 `transpose_` 在 `x.detach()` 上都能执行而不报错，`x` 需要梯度与否都一样，而且 `x` 的形状不变。",
)
def _(run):
    def numpy_storage_does_not_grow():
        """The case the not-covered label names: the storage of a ``torch.from_numpy`` tensor cannot grow, so
        ``resize_`` to more elements raises on its detached tensor, while the snippet's four operations go through."""
        import numpy as np

        x = torch.from_numpy(np.zeros((2, 3), dtype=np.float32))
        for op in (lambda t: t.resize_(3, 2), lambda t: t.resize_as_(torch.zeros(3, 2)), lambda t: t.set_(torch.zeros(4)),
                   lambda t: t.transpose_(0, 1)):
            op(x.detach())
        return (x.shape == (2, 3)
                and raises(lambda: x.detach().resize_(10), RuntimeError, "Trying to resize storage that is not resizable"))

    results = run["results"]
    return set(results) == set(OPS) and all(
        row[True] == "✓" and row[False] == "✓" and shapes == {(2, 3)} for row, shapes in results.values()
    ) and numpy_storage_does_not_grow()


@claim(
    "detach.metadata-on-original",
    snippet="metadata.py",
    en="With grad mode on, the same four operations on `x` itself raise a `RuntimeError` when `x` is a leaf that requires grad.",
    zh="梯度模式开启时，同样这四个操作直接作用在 `x` 上，若 `x` 是需要梯度的叶子张量，就会抛出 `RuntimeError`。",
)
def _(run):
    results = run["results"]
    return set(results) == set(OPS) and all(row["self"] == "✗ RuntimeError" for row, _ in results.values())


@claim(
    "detach.metadata-no-grad",
    snippet="metadata.py",
    en="Under `torch.no_grad()`, `set_` and `transpose_` work on such an `x`, while `resize_` and `resize_as_` still raise.",
    zh="在 `torch.no_grad()` 下，`set_` 和 `transpose_` 可以作用在这样的 `x` 上，`resize_` 和 `resize_as_` 仍会抛出错误。",
)
def _(run):
    results = run["results"]
    expected = {"resize_": "✗ RuntimeError", "resize_as_": "✗ RuntimeError", "set_": "✓", "transpose_": "✓"}
    return set(results) == set(OPS) and all(results[name][0]["no_grad"] == outcome for name, outcome in expected.items())


@claim(
    "detach.metadata-inference",
    snippet="metadata.py",
    en="In `torch.inference_mode()`, `resize_`, `resize_as_`, `set_` and `transpose_` work on such an `x`.",
    zh="在 `torch.inference_mode()` 中，`resize_`、`resize_as_`、`set_` 和 `transpose_` 都可以作用在这样的 `x` 上。",
)
def _(run):
    results = run["results"]
    return set(results) == set(OPS) and all(row["inference"] == "✓" and row["self"] != "✓" for row, _ in results.values())


@claim(
    "detach.docstring",
    snippet="docstring.py",
    en="The docstring of `Tensor.detach` names none of `resize_`, `resize_as_`, `set_` or `transpose_`.",
    zh="`Tensor.detach` 的文档字符串（docstring）没有提到 `resize_`、`resize_as_`、`set_` 或 `transpose_`。",
)
def _(run):
    doc = " ".join(run["doc"].split())
    return "detached from the current graph" in doc and not any(op in doc for op in OPS)


@claim(
    "detach.docstring-note",
    snippet="docstring.py",
    en="Its note says only that the result shares storage with the original, and that in-place changes on either are seen and may trigger errors in correctness checks.",
    zh="其中的说明只讲了两点：结果与原张量共享存储；对任一张量的原地修改都会被看到，并可能触发正确性检查中的错误。",
)
def _(run):
    doc = " ".join(run["doc"].split())
    head, _, note = doc.partition(".. note::")
    return (
        "detached from the current graph" in head
        and note.strip() == ("Returned Tensor shares the same storage with the original one. "
                             "In-place modifications on either of them will be seen, and may trigger errors in correctness checks.")
    )


# --- detach_() --------------------------------------------------------------------------------


@claim(
    "detach.inplace-same-object",
    snippet="detach_inplace.py",
    en="`b.detach_()` detaches `b` itself and returns it: afterwards `b` does not require grad, has no `grad_fn` and is a leaf.",
    zh="`b.detach_()` 分离的是 `b` 本身，并返回 `b`：之后它不需要梯度，没有 `grad_fn`，并且是叶子张量。",
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
    en="`v.detach_()` on the view `v = a[:2]` raises a `RuntimeError` starting `Can't detach views in-place. Use detach() instead.`",
    zh="对视图 `v = a[:2]` 调用 `v.detach_()` 会抛出 `RuntimeError`，其信息开头是 `Can't detach views in-place. Use detach() instead.`（不能原地分离视图，请改用 detach 方法）。",
)
def _(run):
    return (
        run["v"]._is_view()
        and raised(run, RuntimeError, "Can't detach views in-place. Use detach() instead.")
        and str(run.error).startswith("Can't detach views in-place. Use detach() instead.")
    )


@claim(
    "detach.inplace-view-rule",
    snippet="view_table.py",
    over=over(tensors(), DETACH_INPLACE, OUTSIDE_INFERENCE),
    en="Outside inference mode, `detach_()` raises this error exactly when `_is_view()` is true; otherwise it detaches the tensor in place and returns it.",
    zh="在推理模式（inference mode）之外，`detach_()` 当且仅当 `_is_view()` 为真时抛出此错误；否则原地分离该张量并返回它。",
)
def _(run):
    results = run["results"]

    def raises_iff_view(case):
        t = case.tensor
        if t._is_view():
            return raises(case.apply, RuntimeError, VIEW_ERROR)
        return case.apply() is t and t.requires_grad is False and t.grad_fn is None and t.is_leaf

    return (
        all((outcome == "✗ RuntimeError") == is_view for is_view, _, outcome in results.values())
        and run.each(raises_iff_view)
    )


@claim(
    "detach.inplace-view-any-view",
    snippet="view_table.py",
    en="`detach_()` raises on views whether or not they require grad: on `a[:2]`, `plain[:2]`, `a.detach()[:2]` and a view taken under `no_grad()`.",
    zh="`detach_()` 在视图上报错，与视图是否需要梯度无关：`a[:2]`、`plain[:2]`、`a.detach()[:2]` 以及在 `no_grad()` 下取得的视图都会报错。",
)
def _(run):
    results = run["results"]
    views = [r for r in results.values() if r[0]]
    named = ("`a[:2]`", "`plain[:2]`", "`a.detach()[:2]`", "`with no_grad(): a[:2]`")
    return (
        len(views) >= 4
        and {r[1] for r in views} == {True, False}
        and all(results[label][0] and results[label][2] == "✗ RuntimeError" for label in named)
        and all((outcome == "✗ RuntimeError") == is_view for is_view, _, outcome in results.values())
    )


@claim(
    "detach.inplace-inference-view",
    snippet="view_table.py",
    over=over(tensors("inference"), ops("view")),
    en="Autograd does not track a view of an inference tensor as a view (`_is_view()` is `False`), so `detach_()` on it succeeds.",
    zh="自动求导不把推理张量的视图记为视图（`_is_view()` 为 `False`），对它调用 `detach_()` 不会报错。",
)
def _(run):
    results = run["results"]
    (of_inference,) = [r for label, r in results.items() if "inference_mode(): ones" in label]

    def untracked(case):
        v = case.apply()
        return v._is_view() is False and v.detach_() is v

    return of_inference[0] is False and of_inference[2] == "✓" and run.each(untracked)


@claim(
    "detach.inplace-inference-slice",
    snippet="view_table.py",
    en="A slice of an ordinary tensor taken under `inference_mode()` is still a view: `detach_()` on it raises outside `inference_mode()`.",
    zh="在 `inference_mode()` 下对普通张量切片，得到的仍是视图：在 `inference_mode()` 之外对它调用 `detach_()` 会报错。",
)
def _(run):
    results = run["results"]
    (of_ordinary,) = [r for label, r in results.items() if "inference_mode(): a" in label]

    def raises_outside(requires_grad):
        a = torch.tensor([1.0, 2.0, 3.0], requires_grad=requires_grad)
        with torch.inference_mode():
            v = a[:2]
        return not torch.is_inference_mode_enabled() and v._is_view() and raises(v.detach_, RuntimeError, VIEW_ERROR)

    return of_ordinary[0] is True and of_ordinary[2] == "✗ RuntimeError" and raises_outside(True) and raises_outside(False)


@claim(
    "detach.inplace-inference-noop",
    snippet="detach_inference.py",
    over=over(tensors(), DETACH_INPLACE),
    exception_to="detach.inplace-view-rule",
    en="Inside `inference_mode()`, `detach_()` on a tensor made outside it does nothing: the view `v` and the non-leaf `b` keep `requires_grad=True` and their `grad_fn`.",
    zh="在 `inference_mode()` 中，对在它之外创建的张量调用 `detach_()` 不起作用：视图 `v` 和非叶子张量 `b` 仍然 `requires_grad=True`，也保留各自的 `grad_fn`。",
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


# --- .data or detach()? -----------------------------------------------------------------------


@claim(
    "detach.data-or-detach",
    snippet="data_or_detach.py",
    not_covered=(("a write through NumPy, which advances no `_version` either (above)", "经由 NumPy 的写入：同样不会让 `_version` 增加（见上文）"),),
    en="Prefer `detach()` to `.data`: only an in-place change through `detach()` advances `out._version`, so backward catches it.",
    zh="请优先用 `detach()` 而不是 `.data`：只有经由 `detach()` 的原地修改会让 `out._version` 增加，反向传播因此能发现它。",
)
def _(run):
    d, data = run["results"]["detach()"], run["results"][".data"]
    return (
        d["shares"] and data["shares"]
        and not d["requires_grad"] and not data["requires_grad"]
        and d["version"] == 1 and data["version"] == 0
        and d["backward"] == "RuntimeError" and data["backward"] == "runs"
    )


@claim(
    "detach.data-like-detach",
    snippet="data_version.py",
    over=over(tensors(but=("meta",)), DATA),
    en="Like `detach()`, `.data` gives a new tensor on the original's storage, at the same offset, that does not require grad and has no `grad_fn`.",
    zh="和 `detach()` 一样，`.data` 得到一个新张量：它使用原张量的存储，偏移相同，不需要梯度，也没有 `grad_fn`。",
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
    en="An in-place write through `.data` leaves the original's `_version` unchanged, while the same write through `detach()` advances it.",
    zh="通过 `.data` 做原地写入，原张量的 `_version` 保持原样；通过 `detach()` 做同样的写入则会让它增加。",
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
        raises(lambda: inference._version, RuntimeError, VERSION_ERROR)
        and raises(fill_through_data, RuntimeError, OVERLAP_ERROR)
        and printed(run, "after x.data.add_(1):     x._version = 0")
        and printed(run, "after x.detach().add_(1): x._version = 1")
        and run["x"]._version == 1
        and run.each(separate_counter)
    )


@claim(
    "detach.data-wrong-gradient",
    snippet="data_silent.py",
    en="Zeroing the saved output of `sigmoid()` through `out.data` raises no error: `out.sum().backward()` silently uses the zeros, so `a.grad` holds zeros instead of the true gradient.",
    zh="经 `out.data` 把 `sigmoid()` 保存的输出清零不会报错：`out.sum().backward()` 悄悄用这些零算出全零的 `a.grad`，而不是真正的梯度。",
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
    "detach.prefer-detach",
    snippet="prefer_detach.py",
    en="After the same in-place change to a saved output, backward raises a `RuntimeError` through `detach()` but returns a zero gradient through `.data`.",
    zh="对被保存的输出做同样的原地修改后，经由 `detach()` 时反向传播抛出 `RuntimeError`，经由 `.data` 时则不报错，而是返回全零的梯度。",
)
def _(run):
    results = run["results"]
    return results["detach()"] == "RuntimeError" and results[".data"] == "a.grad = [0.0, 0.0, 0.0]"


# --- numpy() on a tensor that requires grad ------------------------------------------------------------

NUMPY_GRAD_ERROR = "Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead."


@claim(
    "detach.numpy-requires-grad",
    snippet="numpy_grad.py",
    not_covered=(("bfloat16 tensors and tensors off the CPU (a GPU or meta tensor), which `numpy()` refuses even detached",
                  "bfloat16 张量和不在 CPU 上的张量（GPU 或 meta 张量）：即使分离后，`numpy()` 也会拒绝"),),
    en=f"`out.numpy()` on `out = w * 2`, which requires grad, raises `RuntimeError: {NUMPY_GRAD_ERROR}`; `out.detach().numpy()` works.",
    zh=f"`out = w * 2` 需要梯度，对它调用 `out.numpy()` 会抛出 `RuntimeError: {NUMPY_GRAD_ERROR}`（不能对需要梯度的张量调用 numpy，请先分离）；`out.detach().numpy()` 则可以。",
)
def _(run):
    return raised(run, RuntimeError, NUMPY_GRAD_ERROR) and printed(run, "out.detach().numpy(): [2. 2. 2.]")
