import torch

from tensorfacts.catalogue import TENSORS, over, scoped, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raised, raises, shares_storage

NO_GRAD_VIEW = "no_grad view of a leaf that requires grad"
INFERENCE_VIEW = "inference-mode view of a leaf that requires grad"
LEAF_INPLACE_ERROR = "a leaf Variable that requires grad is being used in an in-place operation."
LEAF_VIEW_ERROR = "a view of a leaf Variable that requires grad is being used in an in-place operation."
NO_GRAD_VIEW_ERROR = "A view was created in no_grad mode and is being modified inplace with grad mode enabled."
INFERENCE_VIEW_ERROR = "A view was created in inference mode and is being modified inplace in normal mode."
EXPANDED_ERROR = "unsupported operation: more than one element of the written-to tensor refers to a single memory location."
INFERENCE_ERROR = "Inplace update to inference tensor outside InferenceMode is not allowed."


def _stride_zero(t):
    """Whether ``t`` has a stride 0 over a dimension of size above 1 (several elements on one memory location)."""
    return t.numel() > 0 and any(stride == 0 and size > 1 for size, stride in zip(t.shape, t.stride()))


# targets copy_ cannot write, with or without grad: those with a stride 0 over a dimension of size above 1
# (each expanded tensor of the catalogue but the empty one and the one expanded by a size-1 dimension
# only), and an inference tensor (outside inference mode)
OVERLAPPING = tuple(c.name for c in tensors().items if "overlapping" in c.tags)
NOT_OVERLAPPING = tuple(c.name for c in tensors().items if "overlapping" not in c.tags)
UNWRITABLE = OVERLAPPING + ("inference tensor",)
_FLOAT = [c for c in TENSORS if "float" in c.tags and not {"ndarray", "module"} & c.tags]
# floating-point targets that hold data (not meta), are no view, and are neither an inference tensor nor a leaf
# that requires grad
FLOAT_TARGETS = tuple(c.name for c in _FLOAT if not {"view", "inference", "meta"} & c.tags
                      and not {"requires-grad", "leaf"} <= c.tags)
# views autograd refuses to let copy_ write with grad mode on: made under no_grad or in inference mode, an output
# of unbind or split, a view of a leaf that requires grad (a leaf that is a view, from the scoped cases, too)
REFUSED_VIEWS = ("view made under no_grad", NO_GRAD_VIEW, "view made in inference mode", "unbind output", "split output",
                 "view of a leaf that requires grad", "expanded view of a leaf that requires grad")
# those refused because they were made under no_grad (or, for unbind and split, are treated as if they were)
MADE_AS_NO_GRAD = ("view made under no_grad", NO_GRAD_VIEW, "unbind output", "split output")
# the other floating-point views copy_ can write: no stride 0 over a dimension longer than 1, of a tensor that does
# not require grad, made with grad mode on by an operation that returns one view
FLOAT_VIEWS = tuple(c.name for c in _FLOAT if "view" in c.tags and not {"overlapping", "windows"} & c.tags
                    and "requires-grad" not in c.tags and c.name not in REFUSED_VIEWS)


def _source(t, dtype=None, **kwargs):
    """A source of the target's shape, on the default device, of another dtype than the target where it can."""
    if dtype is None:
        dtype = torch.float32 if t.dtype == torch.float64 else torch.float64
    return torch.full(t.shape, 1.7, dtype=dtype, **kwargs)


@claim(
    "copy.broadcast",
    snippet="broadcast.py",
    en="`t.copy_(src)` broadcasts `src` of shape `(3,)` to the shape `(2, 3)` of `t`: each row of `t` receives the values of `src`.",
    zh="`t.copy_(src)` 会把形状为 `(3,)` 的 `src` 广播（broadcast）到 `t` 的形状 `(2, 3)`：`t` 的每一行都得到 `src` 的值。",
)
def _(run):
    t, src = run["t"], run["src"]
    return src.shape == (3,) and t.shape == (2, 3) and equal(t, src.expand(2, 3))


@claim(
    "copy.broadcast-error",
    snippet="broadcast_error.py",
    en="The target does not change shape: with `t` of shape `(3,)` and `src` of shape `(2, 3)`, `t.copy_(src)` raises a `RuntimeError`, although the two shapes broadcast together.",
    zh="目标张量的形状不会改变：`t` 的形状为 `(3,)`、`src` 的形状为 `(2, 3)` 时，`t.copy_(src)` 会抛出 `RuntimeError`，尽管这两个形状可以一起广播。",
)
def _(run):
    return (
        raised(run, RuntimeError, "doesn't match the broadcast shape")
        and run["t"].shape == (3,)
        and equal(run["t"], torch.zeros(3))
    )


@claim(
    "copy.keeps-dtype",
    snippet="dtype.py",
    over=over(tensors(only=NOT_OVERLAPPING, but=("inference tensor",))),
    en="Under `torch.no_grad()`, `t.copy_(src)` keeps the dtype of every target it can write, that is of every target without a stride `0` over a dimension of size above `1`, an inference tensor excepted (the targets it cannot write come next): the values are converted to the target's dtype; floats copied into an `int64` tensor are truncated toward zero (`1.7` becomes `1`, `-2.7` becomes `-2`).",
    zh="在 `torch.no_grad()` 下，`t.copy_(src)` 对它能写入的每种目标张量都保留其数据类型（dtype），也就是没有哪个长度大于 `1` 的维度步幅（stride）为 `0` 的每种目标张量，推理张量（inference tensor）除外（不能写入的目标张量见下文）：数值会被转换成目标张量的数据类型；浮点数复制进 `int64` 张量时向零截断（`1.7` 变成 `1`，`-2.7` 变成 `-2`）。",
)
def _(run):
    t = run["t"]

    def keeps_dtype(case):
        t = case.tensor
        dtype = t.dtype
        src = _source(t)
        with torch.no_grad():
            t.copy_(src)
        return not _stride_zero(t) and t.dtype == dtype and src.dtype != dtype

    return t.dtype == torch.int64 and t.tolist() == [1, -2, 3] and run.each(keeps_dtype)


@claim(
    "copy.unwritable-targets",
    snippet="target_error.py",
    over=over(tensors(only=UNWRITABLE)),
    en="`copy_` cannot write a source that holds data in memory of its own, not shared with the target, into a target that holds data and has a stride `0` over a dimension of size above `1`, where several elements share one memory location, even under `torch.no_grad()`: on such an expanded tensor (each expanded tensor of the catalogue but the empty one and the one expanded by a dimension of size `1` only) it raises `RuntimeError: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.`; into an inference tensor, outside inference mode, it raises `RuntimeError: Inplace update to inference tensor outside InferenceMode is not allowed.`",
    zh="`copy_` 不能把存有数据、且内存属于它自己（不与目标张量共享）的源张量写入存有数据、且某个长度大于 `1` 的维度步幅为 `0` 的目标张量（其中多个元素共享同一个内存位置），即使在 `torch.no_grad()` 下也不行：对这样的扩展张量（即目录中除空的扩展张量和只扩展出长度为 `1` 的维度的张量以外的每个扩展张量），它会抛出 `RuntimeError: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.`（不支持的操作：被写入的张量中有多个元素指向同一个内存位置，请先对张量调用 clone() 再执行该操作）；在推理模式（inference mode）之外写入推理张量，则会抛出 `RuntimeError: Inplace update to inference tensor outside InferenceMode is not allowed.`（不允许在推理模式之外原地修改推理张量）。",
)
def _(run):
    def refused(case):
        t = case.tensor
        message = INFERENCE_ERROR if t.is_inference() else EXPANDED_ERROR

        def write(dtype):
            with torch.no_grad():
                t.copy_(_source(t, dtype=dtype))

        # a source of another dtype and one of the target's own, each in new memory
        return ((t.is_inference() or _stride_zero(t)) and raises(lambda: write(None), RuntimeError, message)
                and raises(lambda: write(t.dtype), RuntimeError, message))

    return raised(run, RuntimeError, EXPANDED_ERROR) and 0 in run["t"].stride() and run.each(refused)


@claim(
    "copy.unwritable-exceptions",
    snippet="target_self.py",
    over=over(scoped(tensors(only=OVERLAPPING), "expanded meta")),
    en="Three calls on such a target return it without error, as `copy_` then has nothing to write: a copy into a meta target, such as `m = torch.zeros(3, device=\"meta\").expand(2, 3)`; a copy of the target into itself, `e.copy_(e)`; and a copy of another tensor over the same memory with the same shape, strides, storage offset, dtype and conjugate and negative bits, such as `e.copy_(base.expand(2, 3))` where `e = base.expand(2, 3)`. The last two hold on each expanded tensor of the catalogue with a stride `0` over a dimension of size above `1`.",
    zh="对这样的目标张量，有三种调用会原样返回它而不报错，因为此时 `copy_` 没有要写的东西：一是复制进 meta 目标张量，例如 `m = torch.zeros(3, device=\"meta\").expand(2, 3)`；二是把目标张量复制进它自己，即 `e.copy_(e)`；三是复制另一个与它共享同一块内存、且形状、步幅、存储偏移、数据类型以及共轭位（conjugate bit）和负号位都相同的张量，例如在 `e = base.expand(2, 3)` 时调用 `e.copy_(base.expand(2, 3))`。后两种调用在目录中某个长度大于 `1` 的维度步幅为 `0` 的每个扩展张量上都是如此。",
)
def _(run):
    def returned(case):
        t = case.tensor
        # the target itself, and other tensors over the same memory with the same layout, dtype and bits
        same = (t, t.detach(), t.as_strided(t.shape, t.stride(), t.storage_offset()))
        with torch.no_grad():
            if t.device.type == "meta" and t.copy_(_source(t, dtype=t.dtype, device="cpu")) is not t:
                return False
            return _stride_zero(t) and all(s is t or s.data_ptr() == t.data_ptr() for s in same) and all(
                t.copy_(s) is t for s in same)

    return (printed(run, "e.copy_(e) is e: True") and printed(run, "e.copy_(base.expand(2, 3)) is e: True")
            and printed(run, "m.copy_(torch.ones(2, 3)) is m: True") and run.each(returned))


@claim(
    "copy.keeps-storage",
    snippet="storage.py",
    over=over(tensors(only=NOT_OVERLAPPING, but=("inference tensor",))),
    en="Under `torch.no_grad()`, `t.copy_(src)` returns `t` itself and writes into the memory `t` already has, keeping its shape, strides and device, for every target it can write (the same targets: none with a stride `0` over a dimension of size above `1`, and an inference tensor is the exception); so a view of the target taken before the copy sees the new values, and the copy links nothing: a target and a source that had memory of its own still share nothing afterwards, and a later change to the source does not reach the target.",
    zh="在 `torch.no_grad()` 下，对它能写入的每种目标张量，`t.copy_(src)` 都返回 `t` 本身，并把数据写进 `t` 原有的内存，形状、步幅和设备都不变（目标张量同上：没有哪个长度大于 `1` 的维度步幅为 `0`，推理张量除外）；所以复制之前取得的目标张量的视图（view）也能看到新值；复制本身不建立任何联系：源张量若有自己的内存，完成后两者仍互不共享，之后再修改源张量，目标张量不受影响。",
)
def _(run):
    t, src, held = run["t"], run["src"], run["held"]

    def in_place(case):
        t = case.tensor
        before = (t.data_ptr(), t.shape, t.stride(), t.device)
        src = _source(t, dtype=t.dtype)
        with torch.no_grad():
            returned = t.copy_(src)
        return (not _stride_zero(t) and returned is t and (t.data_ptr(), t.shape, t.stride(), t.device) == before
                and not shares_storage(t, src))

    return (
        t.data_ptr() == run["ptr"]
        and shares_storage(held, t)
        and equal(held, torch.tensor([2.0, 3.0]))
        and not shares_storage(t, src)
        and equal(t, torch.tensor([1.0, 2.0, 3.0]))
        and equal(src, torch.tensor([11.0, 12.0, 13.0]))
        and run.each(in_place)
    )


@claim(
    "copy.keeps-device",
    snippet="device.py",
    en="The target keeps its device: copying `src`, on the default device, into the meta tensor `t` of the same dtype and shape (the meta device holds no data and needs no GPU) leaves `t` a meta tensor, and `copy_` returns `t` itself.",
    zh="目标张量保留自己的设备：把默认设备上的 `src` 复制进数据类型和形状都相同的 meta 张量 `t`（meta 设备不存数据，也不需要 GPU），`t` 仍是 meta 张量，并且 `copy_` 返回的就是 `t` 本身。",
)
def _(run):
    t, src = run["t"], run["src"]
    return (
        t.device.type == "meta"
        and src.device.type != "meta"
        and t.dtype == src.dtype
        and t.shape == src.shape
        and not src.requires_grad
        and run["out"] is t
    )


@claim(
    "copy.from-meta-error",
    snippet="device_error.py",
    over=over(tensors(but=("meta",))),
    en="Under `torch.no_grad()`, the other direction fails for every target that is not itself a meta tensor: copying out of a meta tensor raises `NotImplementedError`, because a meta tensor has no data.",
    zh="在 `torch.no_grad()` 下，反方向则不行，只要目标张量本身不是 meta 张量就都会失败：从 meta 张量复制数据会抛出 `NotImplementedError`，因为 meta 张量没有数据。",
)
def _(run):
    def no_data(case):
        t = case.tensor

        def write():
            with torch.no_grad():
                t.copy_(torch.ones(t.shape, device="meta"))

        return raises(write, NotImplementedError, "no data")

    return raised(run, NotImplementedError, "no data") and run["src"].device.type == "meta" and run.each(no_data)


@claim(
    "copy.autograd",
    snippet="autograd.py",
    over=over(tensors(only=FLOAT_TARGETS)),
    en="With grad mode on, when the source requires grad, a floating-point target joins the autograd graph, if it holds data, is not a view, and is neither an inference tensor nor a leaf that requires grad (a frozen `Parameter` joins too): after `t.copy_(src)`, `t` requires grad, is no longer a leaf, has a `CopyBackwards` `grad_fn`, and gradients flow back to `src`.",
    zh="在梯度模式开启时，如果源张量需要梯度，浮点类型的目标张量就会接入计算图（autograd graph），只要它存有数据、不是视图、既不是推理张量（inference tensor）也不是需要梯度的叶子张量（冻结的 `Parameter` 也会接入）：`t.copy_(src)` 之后，`t` 需要梯度、不再是叶子张量，`grad_fn` 为 `CopyBackwards`，梯度会流回 `src`。",
)
def _(run):
    t, src = run["t"], run["src"]

    def joins(case):
        t = case.tensor
        src = _source(t, dtype=torch.float32, requires_grad=True)
        t.copy_(src)
        if not (t.requires_grad and not t.is_leaf and type(t.grad_fn).__name__ == "CopyBackwards"):
            return False
        t.sum().backward()
        return src.grad is not None and equal(src.grad, torch.ones(t.shape))

    return (
        t.requires_grad
        and not t.is_leaf
        and type(t.grad_fn).__name__ == "CopyBackwards"
        and src.grad is not None
        and equal(src.grad, torch.tensor([10.0, 20.0, 30.0]))
        and run.each(joins)
    )


@claim(
    "copy.view-target",
    snippet="autograd_view.py",
    over=over(tensors(only=FLOAT_VIEWS)),
    en="With grad mode on, a floating-point target that is a view joins the graph too, and so does the tensor it views, if `copy_` can write it (no stride `0` over a dimension of size above `1`), the tensor it views does not require grad, and it was made with grad mode on, outside inference mode, by an operation that returns one view (not by unbind or split; these exceptions come next): the view's `grad_fn` is then `AsStridedBackward0`, not `CopyBackwards`, the base's is `CopySlices`, and gradients flow back to `src`. So for each such view of the catalogue whose elements do not share memory locations (the two views of overlapping windows in the catalogue, made by unfold and by as_strided, are left aside).",
    zh="在梯度模式开启时，作为视图的浮点类型目标张量同样会接入计算图，它所指向的张量也一样，条件是：`copy_` 能写入它（没有哪个长度大于 `1` 的维度步幅为 `0`），它所指向的张量不需要梯度，而且它是在梯度模式开启、且不在推理模式下时，由只返回一个视图的操作得到的（不是 unbind 或 split 的输出；这些例外见下文）：此时视图的 `grad_fn` 是 `AsStridedBackward0`，而不是 `CopyBackwards`，基张量（base）的则是 `CopySlices`，梯度会流回 `src`。目录中每个这样的、元素不共享内存位置的视图都是如此（目录中由 unfold 和 as_strided 得到的两个重叠窗口视图不在此列）。",
)
def _(run):
    def joins_with_base(case):
        t = case.tensor
        src = _source(t, dtype=torch.float32, requires_grad=True)
        t.copy_(src)
        base = t._base
        if not (t.requires_grad and type(t.grad_fn).__name__ == "AsStridedBackward0"
                and base.requires_grad and type(base.grad_fn).__name__ == "CopySlices"):
            return False
        t.sum().backward()
        return src.grad is not None and equal(src.grad, torch.ones(t.shape))

    return (
        printed(run, "t.grad_fn: AsStridedBackward0  base.grad_fn: CopySlices")
        and equal(run["src"].grad, torch.tensor([10.0, 20.0, 30.0]))
        and run.each(joins_with_base)
    )


@claim(
    "copy.view-target-refused",
    snippet="autograd_view_refused.py",
    over=over(scoped(tensors(only=REFUSED_VIEWS), "leaf view that requires grad")),
    en="The other views raise `RuntimeError` instead, with grad mode on, when the source requires grad: a view made under `torch.no_grad()`, of a leaf that requires grad too, and an output of `unbind` or `split` even when made with grad mode on, with `A view was created in no_grad mode and is being modified inplace with grad mode enabled.`; a view made in inference mode, with `A view was created in inference mode and is being modified inplace in normal mode.`; a view of a leaf that requires grad made with grad mode on, expanded or not, and a leaf that is itself a view such as `torch.arange(1.0, 5.0)[:3].requires_grad_()`, with `a view of a leaf Variable that requires grad is being used in an in-place operation.` So for each such view of the catalogue.",
    zh="其余的视图在梯度模式开启、且源张量需要梯度时则会抛出 `RuntimeError`：在 `torch.no_grad()` 下得到的视图（需要梯度的叶子张量的视图也一样），以及 `unbind` 或 `split` 的输出（即使是在梯度模式开启时得到的），错误信息是 `A view was created in no_grad mode and is being modified inplace with grad mode enabled.`（视图是在 no_grad 模式下创建的，却在梯度模式开启时被原地修改）；在推理模式下得到的视图，错误信息是 `A view was created in inference mode and is being modified inplace in normal mode.`（视图是在推理模式下创建的，却在普通模式下被原地修改）；在梯度模式开启时得到的、需要梯度的叶子张量的视图（扩展与否都一样），以及本身是视图的叶子张量，例如 `torch.arange(1.0, 5.0)[:3].requires_grad_()`，错误信息是 `a view of a leaf Variable that requires grad is being used in an in-place operation.`（需要梯度的叶子张量的视图被用于原地操作（in-place operation））。目录中每个这样的视图都是如此。",
)
def _(run):
    def refused(case):
        t = case.tensor
        if case.input.name in MADE_AS_NO_GRAD:
            message = NO_GRAD_VIEW_ERROR
        elif case.input.name == "view made in inference mode":
            message = INFERENCE_VIEW_ERROR
        else:
            message = LEAF_VIEW_ERROR if t.requires_grad else None
        try:
            t.copy_(_source(t, dtype=torch.float32, requires_grad=True))
        except RuntimeError as error:
            return message is not None and type(error) is RuntimeError and str(error).startswith(message)
        return False

    return (
        printed(run, f"base[0] made under torch.no_grad(): RuntimeError: {NO_GRAD_VIEW_ERROR}")
        and printed(run, f"base[1] made in torch.inference_mode(): RuntimeError: {INFERENCE_VIEW_ERROR}")
        and printed(run, f"w[0] made under torch.no_grad(): RuntimeError: {NO_GRAD_VIEW_ERROR}")
        and printed(run, f"torch.zeros(2, 3).unbind(0)[0]: RuntimeError: {NO_GRAD_VIEW_ERROR}")
        and printed(run, f"torch.zeros(2, 3).split(1)[0]: RuntimeError: {NO_GRAD_VIEW_ERROR}")
        and printed(run, f"torch.zeros(2, 3, requires_grad=True)[0]: RuntimeError: {LEAF_VIEW_ERROR}")
        and printed(run, f"torch.arange(1.0, 5.0)[:3].requires_grad_(): RuntimeError: {LEAF_VIEW_ERROR}")
        and run.each(refused)
    )


@claim(
    "copy.int-target-no-grad",
    snippet="autograd_int.py",
    over=over(tensors(only=("int64", "uint8", "bool", "integer Parameter"))),
    en="An integer or bool target stays out of the graph: after copying a source that requires grad into it, an `int64` tensor included, the target does not require grad, has no `grad_fn` and is still a leaf.",
    zh="整数或布尔类型的目标张量不会接入计算图：把需要梯度的源张量复制进去之后（`int64` 张量也一样），目标张量不需要梯度，没有 `grad_fn`，仍是叶子张量。",
)
def _(run):
    t, src = run["t"], run["src"]

    def stays_out(case):
        t = case.tensor
        t.copy_(_source(t, dtype=torch.float32, requires_grad=True))
        return t.requires_grad is False and t.grad_fn is None and t.is_leaf

    return (
        src.requires_grad
        and t.dtype == torch.int64
        and not t.requires_grad
        and t.grad_fn is None
        and t.is_leaf
        and t.tolist() == [1, 2, 3]
        and run.each(stays_out)
    )


@claim(
    "copy.leaf-error",
    snippet="leaf_error.py",
    over=over(scoped(tensors("requires-grad", "leaf", but=(NO_GRAD_VIEW, INFERENCE_VIEW)), "leaf view that requires grad")),
    en="With grad mode on, `copy_` into a leaf tensor that requires grad, a `Parameter` such as a layer's weight included and the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out, raises `RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.`; into a leaf that is itself a view, such as `torch.arange(1.0, 5.0)[:3].requires_grad_()`, the message is the one above, `a view of a leaf Variable that requires grad is being used in an in-place operation.`",
    zh="在梯度模式开启时，对需要梯度的叶子张量（包括某一层的权重这样的 `Parameter`，需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外）调用 `copy_` 会抛出 `RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.`（需要梯度的叶子张量被用于原地操作）；如果叶子张量本身是视图，例如 `torch.arange(1.0, 5.0)[:3].requires_grad_()`，错误信息则是上文那条 `a view of a leaf Variable that requires grad is being used in an in-place operation.`。",
)
def _(run):
    w = run["w"]

    def refused(case):
        t = case.tensor
        message = LEAF_VIEW_ERROR if t._is_view() else LEAF_INPLACE_ERROR
        try:
            t.copy_(_source(t))
        except RuntimeError as error:
            return type(error) is RuntimeError and str(error).startswith(message)
        return False

    return (
        raised(run, RuntimeError, LEAF_INPLACE_ERROR)
        and w.is_leaf
        and w.requires_grad
        and isinstance(w, torch.nn.Parameter)
        and run.each(refused)
    )


@claim(
    "copy.no-grad",
    snippet="no_grad.py",
    over=over(scoped(tensors("requires-grad", "leaf", but=(NO_GRAD_VIEW, INFERENCE_VIEW)), "leaf view that requires grad")),
    en="Under `torch.no_grad()` the same `copy_` works on a leaf that requires grad, a `Parameter` and a leaf that is a view included and the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out: the weight takes the new values and stays a leaf that requires grad, with no `grad_fn`.",
    zh="在 `torch.no_grad()` 下，同样的 `copy_` 对需要梯度的叶子张量（包括 `Parameter` 和本身是视图的叶子张量，需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外）可以执行：权重换成新值，仍是需要梯度的叶子张量，没有 `grad_fn`。",
)
def _(run):
    w = run["layer"].weight

    def allowed(case):
        t = case.tensor
        src = _source(t)
        with torch.no_grad():
            t.copy_(src)
        return t.is_leaf and t.requires_grad and t.grad_fn is None and equal(t.detach(), src.to(t.dtype))

    return (
        equal(w.detach(), torch.tensor([[1.0, 2.0, 3.0]]))
        and w.is_leaf
        and w.grad_fn is None
        and w.requires_grad
        and run.each(allowed)
    )
