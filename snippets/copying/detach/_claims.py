import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raised, same_data, shares_storage, warned

OPS = ("resize_", "resize_as_", "set_", "transpose_")


@claim(
    "detach.shares-storage",
    snippet="shared.py",
    en="`detach()` returns a new tensor on the same storage as the original: a value written through the detached tensor is seen through the original.",
    zh="`detach()` 返回一个新张量，它与原张量共享同一块存储：通过分离出的张量写入的值，从原张量上也能看到。",
)
def _(run):
    return (
        run["d"] is not run["a"]
        and same_data(run["d"], run["a"])
        and equal(run["a"].detach(), [10.0, 2.0, 3.0])
        and run["a"]._version == 1  # the write went through detach(), not .data
    )


@claim(
    "detach.no-grad-leaf",
    snippet="shared.py",
    en="The detached tensor has `requires_grad` `False` and `grad_fn` `None`, and it is a leaf tensor, even when the original requires grad.",
    zh="分离出的张量 `requires_grad` 为 `False`、`grad_fn` 为 `None`，而且是叶子张量，即使原张量需要梯度也是如此。",
)
def _(run):
    d = run["d"]
    return run["a"].requires_grad and not d.requires_grad and d.grad_fn is None and d.is_leaf


@claim(
    "detach.not-a-view",
    snippet="shared.py",
    en="Autograd does not record the detached tensor as a view of the original: its `_is_view()` is `False` and its `_base` is `None`, although the two share storage.",
    zh="自动求导并不把分离出的张量记为原张量的视图：它的 `_is_view()` 为 `False`，`_base` 为 `None`，尽管两者共享存储。",
)
def _(run):
    d = run["d"]
    return not d._is_view() and d._base is None and shares_storage(d, run["a"])


@claim(
    "detach.version-shared",
    snippet="version.py",
    en="The detached tensor shares the version counter of the original: an in-place operation on either one advances `_version` of both.",
    zh="分离出的张量与原张量共享同一个版本计数器：对其中任何一个做原地操作，两者的 `_version` 都会一起增加。",
)
def _(run):
    return (
        printed(run, "start:           0 0")
        and printed(run, "after d.add_(1): 1 1")
        and printed(run, "after y.mul_(2): 2 2")
        and run["y"]._version == run["d"]._version == 2
    )


@claim(
    "detach.inplace-saved-raises",
    snippet="saved_output.py",
    en="If the original was saved for backward (`sigmoid()` saves its output), changing its detached tensor in place makes a later backward raise `RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation`.",
    zh="如果原张量被保存下来供反向传播使用（`sigmoid()` 会保存自己的输出），那么原地修改它分离出的张量后，之后的反向传播会抛出 `RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation`（梯度计算所需的某个变量已被原地操作修改）。",
)
def _(run):
    return (
        raised(run, RuntimeError, "one of the variables needed for gradient computation has been modified by an inplace operation")
        and run["out"]._version == 1
    )


@claim(
    "detach.inplace-unsaved-ok",
    snippet="not_saved.py",
    en="If the modified tensor was not saved for backward, as with the result of an addition, the same in-place change through `detach()` does not stop backward: it runs and every element of `a.grad` is 1.",
    zh="如果被修改的张量没有被保存下来供反向传播使用（例如加法的结果），那么通过 `detach()` 做同样的原地修改并不妨碍反向传播：它照常执行，`a.grad` 全为 1。",
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
    en="A result computed only from a detached tensor does not require grad, and calling `backward()` on it raises `RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn`.",
    zh="只由分离出的张量算出的结果不需要梯度，对它调用 `backward()` 会抛出 `RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn`（其中的张量不需要梯度，也没有 grad_fn）。",
)
def _(run):
    return (
        not run["loss"].requires_grad
        and raised(run, RuntimeError, "element 0 of tensors does not require grad and does not have a grad_fn")
    )


@claim(
    "detach.requires-grad-new-leaf",
    snippet="new_leaf.py",
    en="Calling `requires_grad_()` on a detached tensor makes it a leaf that does receive its own gradient in `.grad`; the original's `.grad` stays `None`.",
    zh="对分离出的张量调用 `requires_grad_()`，它就成为一个叶子张量，并且会在 `.grad` 中得到自己的梯度；原张量的 `.grad` 仍是 `None`。",
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
    en="`resize_`, `resize_as_`, `set_` and `transpose_` on `x.detach()` run without error, whether or not `x` requires grad, and they leave the shape of `x` unchanged.",
    zh="在 `x.detach()` 上调用 `resize_`、`resize_as_`、`set_` 和 `transpose_` 都不会报错，无论 `x` 是否需要梯度；而且它们不会改变 `x` 的形状。",
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
    zh="`Tensor.detach` 的文档字符串没有提到 `resize_`、`resize_as_`、`set_` 或 `transpose_` 中的任何一个；其中的说明只讲到：对任一张量的原地修改都会在另一个上体现，并且可能触发正确性检查中的错误。",
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
    en="Outside inference mode, `detach_()` changes the tensor itself and returns that same object: afterwards its `requires_grad` is `False`, its `grad_fn` is `None` and it is a leaf, so no attached tensor is left behind to go back to.",
    zh="在推理模式之外，`detach_()` 修改的是张量本身，并返回同一个对象：调用之后它的 `requires_grad` 为 `False`、`grad_fn` 为 `None`，并且成为叶子张量，因此不会留下仍连在计算图上的张量可以回头使用。",
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
    en="Results computed from a tensor after `detach_()` do not require grad, so calling `backward()` on them raises the same `RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn`.",
    zh="在 `detach_()` 之后由该张量算出的结果不需要梯度，因此对它调用 `backward()` 同样会抛出 `RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn`（其中的张量不需要梯度，也没有 grad_fn）。",
)
def _(run):
    return (
        not run["out"].requires_grad
        and raised(run, RuntimeError, "element 0 of tensors does not require grad and does not have a grad_fn")
    )


@claim(
    "detach.inplace-view-raises",
    snippet="view_raises.py",
    en="`detach_()` on a view raises `RuntimeError: Can't detach views in-place. Use detach() instead.`",
    zh="对视图调用 `detach_()` 会抛出 `RuntimeError: Can't detach views in-place. Use detach() instead.`（不能原地分离视图，请改用 detach()）。",
)
def _(run):
    return (
        run["v"]._is_view()
        and raised(run, RuntimeError, "Can't detach views in-place. Use detach() instead.")
    )


@claim(
    "detach.inplace-view-rule",
    snippet="view_table.py",
    en="Called outside inference mode, whether `detach_()` raises depends only on whether autograd tracks the tensor as a view (`_is_view()`), not on `requires_grad`: views of tensors that do not require grad, views made under `no_grad()` and views of a detached tensor all raise.",
    zh="在推理模式之外调用时，`detach_()` 是否报错只取决于自动求导是否把该张量记为视图（`_is_view()`），与 `requires_grad` 无关：不需要梯度的张量的视图、在 `no_grad()` 下创建的视图、分离出的张量的视图，都会报错。",
)
def _(run):
    results = run["results"]
    views = [r for r in results.values() if r[0]]
    rg_values = {r[1] for r in views}
    return (
        len(views) >= 4
        and rg_values == {True, False}
        and all((outcome == "✗ RuntimeError") == is_view for is_view, _, outcome in results.values())
    )


@claim(
    "detach.inplace-inference-view",
    snippet="view_table.py",
    en="A slice of an inference tensor (one created under `inference_mode()`) is not tracked as a view (`_is_view()` is False), so `detach_()` on it succeeds; a slice of an ordinary tensor is a view even when taken under `inference_mode()`, and `detach_()` on it raises.",
    zh="推理张量（在 `inference_mode()` 下创建的张量）的切片不会被记为视图（`_is_view()` 为 False），因此对它调用 `detach_()` 可以成功；普通张量的切片即使是在 `inference_mode()` 下切出的，也是视图，对它调用 `detach_()` 会报错。",
)
def _(run):
    results = run["results"]
    (of_inference,) = [r for label, r in results.items() if "inference_mode(): ones" in label]
    (of_ordinary,) = [r for label, r in results.items() if "inference_mode(): a" in label]
    return (
        not of_inference[0] and of_inference[2] == "✓"
        and of_ordinary[0] and of_ordinary[2] == "✗ RuntimeError"
    )


@claim(
    "detach.inplace-inference-noop",
    snippet="detach_inference.py",
    en="Inside `inference_mode()`, `detach_()` neither raises nor detaches: on the view `v` and on the non-leaf `b` it returns the tensor unchanged, still with `requires_grad=True` and its `grad_fn`.",
    zh="在 `inference_mode()` 中，`detach_()` 既不报错也不分离：对视图 `v` 和非叶子张量 `b` 调用它，返回的张量不变，仍然 `requires_grad=True`，`grad_fn` 也还在。",
)
def _(run):
    b, v = run["b"], run["v"]
    return (
        run["rb"] is b and run["rv"] is v and v._is_view()
        and b.requires_grad and v.requires_grad
        and b.grad_fn is not None and v.grad_fn is not None
        and not b.is_leaf
    )


@claim(
    "detach.data-like-detach",
    snippet="data_version.py",
    en="Like `detach()`, `.data` shares storage with the original and has `requires_grad` `False`.",
    zh="和 `detach()` 一样，`.data` 与原张量共享存储，并且 `requires_grad` 为 `False`。",
)
def _(run):
    x, xd = run["x"], run["xd"]
    return x.requires_grad and not xd.requires_grad and same_data(xd, x) and xd.grad_fn is None


@claim(
    "detach.data-no-version",
    snippet="data_version.py",
    en="An in-place change through `.data` leaves the original's `_version` unchanged, while the same change through `detach()` advances it.",
    zh="通过 `.data` 做原地修改不会改变原张量的 `_version`，而通过 `detach()` 做同样的修改会让它增加。",
)
def _(run):
    return (
        printed(run, "after x.data.add_(1):     x._version = 0")
        and printed(run, "after x.detach().add_(1): x._version = 1")
        and run["x"]._version == 1
    )


@claim(
    "detach.data-wrong-gradient",
    snippet="data_silent.py",
    en="Zeroing the saved output of `sigmoid()` through `.data` raises no error: backward runs and silently uses the modified values, so every element of `a.grad` is 0 instead of the true gradient.",
    zh="通过 `.data` 把 `sigmoid()` 保存的输出清零不会报错：反向传播照常执行，并悄悄使用被改过的值，于是 `a.grad` 全为 0，而不是真正的梯度。",
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
    en="Some older articles describe `detach()` as returning a \"Variable\" with a `volatile` flag; today it returns a plain `torch.Tensor`, and reading `volatile` only emits a `UserWarning` starting `volatile was removed` and gives `False`.",
    zh="一些较早的文章说 `detach()` 返回带有 `volatile` 标志的 “Variable”；如今它返回的就是普通的 `torch.Tensor`，读取 `volatile` 只会发出以 `volatile was removed` 开头的 `UserWarning`（volatile 已被移除），并返回 `False`。",
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
    zh="这个错误来自版本检查：错误消息指出被保存的输出当前是版本 1，而反向传播期望的是版本 0。",
)
def _(run):
    return raised(run, RuntimeError, "is at version 1; expected version 0 instead") and run["out"]._version == 1


@claim(
    "detach.inplace-error-node",
    snippet="saved_output.py",
    en="Since PyTorch 2.13 the message names the saved tensor `output 0 of Sigmoid`, after the forward operation ([pytorch/pytorch#180383](https://github.com/pytorch/pytorch/pull/180383)).",
    zh="从 PyTorch 2.13 起，错误消息按前向操作把被保存的张量称为 `output 0 of Sigmoid`（[pytorch/pytorch#180383](https://github.com/pytorch/pytorch/pull/180383)）。",
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
