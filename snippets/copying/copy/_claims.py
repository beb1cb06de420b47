import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import equal, raised, shares_storage

LEAF_INPLACE_ERROR = "a leaf Variable that requires grad is being used in an in-place operation."


@claim(
    "copy.broadcast",
    snippet="broadcast.py",
    en="`t.copy_(src)` broadcasts the source to the target's shape: a source of shape `(3,)` fills every row of a `(2, 3)` target.",
    zh="`t.copy_(src)` 会把源张量广播到目标张量的形状：形状为 `(3,)` 的源会填满 `(2, 3)` 目标的每一行。",
)
def _(run):
    t, src = run["t"], run["src"]
    return src.shape == (3,) and t.shape == (2, 3) and equal(t, src.expand(2, 3))


@claim(
    "copy.broadcast-error",
    snippet="broadcast_error.py",
    en="The target never changes shape: a source that cannot be broadcast to the target's shape raises a `RuntimeError`, even when the target could be broadcast to the source's shape.",
    zh="目标张量的形状永远不变：如果源张量无法广播到目标的形状，就会抛出 `RuntimeError`，即使目标张量本可以广播到源张量的形状。",
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
    en="The target keeps its own dtype and the values are converted to it: floats copied into an `int64` tensor are truncated toward zero (`1.7` becomes `1`, `-2.7` becomes `-2`).",
    zh="目标张量保留自己的 dtype，数值会被转换成这种类型：浮点数复制进 `int64` 张量时向零截断（`1.7` 变成 `1`，`-2.7` 变成 `-2`）。",
)
def _(run):
    t = run["t"]
    return t.dtype == torch.int64 and t.tolist() == [1, -2, 3]


@claim(
    "copy.keeps-storage",
    snippet="storage.py",
    en="`copy_` writes into the target's existing memory, so a view of the target taken before the copy sees the new values; afterwards the two tensors share nothing: a later change to the source does not reach the target.",
    zh="`copy_` 把数据写进目标张量原有的内存，所以复制之前取得的目标张量的视图也能看到新值；完成后两者互不共享：之后再修改源张量，目标张量不受影响。",
)
def _(run):
    t, src, held = run["t"], run["src"], run["held"]
    return (
        t.data_ptr() == run["ptr"]
        and shares_storage(held, t)
        and equal(held, torch.tensor([2.0, 3.0]))
        and not shares_storage(t, src)
        and equal(t, torch.tensor([1.0, 2.0, 3.0]))
        and equal(src, torch.tensor([11.0, 12.0, 13.0]))
    )


@claim(
    "copy.keeps-device",
    snippet="device.py",
    en="The target keeps its device: copying a source on the default device into a meta tensor of the same dtype and shape (the meta device holds no data and needs no GPU) leaves a meta tensor, and `copy_` returns the target itself.",
    zh="目标张量保留自己的设备：把默认设备上的源张量复制进 dtype 和形状都相同的 meta 张量（meta 设备不存数据，也不需要 GPU），结果仍是 meta 张量，并且 `copy_` 返回的就是目标张量本身。",
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
    en="The other direction fails: copying out of a meta tensor raises `NotImplementedError`, because a meta tensor has no data.",
    zh="反方向则不行：从 meta 张量复制数据会抛出 `NotImplementedError`，因为 meta 张量没有数据。",
)
def _(run):
    return raised(run, NotImplementedError, "no data") and run["src"].device.type == "meta"


@claim(
    "copy.autograd",
    snippet="autograd.py",
    en="When the source requires grad, a float target joins the autograd graph: after `t.copy_(src)`, `t` requires grad, is no longer a leaf, has a `CopyBackwards` `grad_fn`, and gradients flow back to `src`.",
    zh="如果源张量需要梯度，浮点类型的目标张量就会接入计算图：`t.copy_(src)` 之后，`t` 需要梯度、不再是叶子张量，`grad_fn` 为 `CopyBackwards`，梯度会流回 `src`。",
)
def _(run):
    t, src = run["t"], run["src"]
    return (
        t.requires_grad
        and not t.is_leaf
        and type(t.grad_fn).__name__ == "CopyBackwards"
        and src.grad is not None
        and equal(src.grad, torch.tensor([10.0, 20.0, 30.0]))
    )


@claim(
    "copy.int-target-no-grad",
    snippet="autograd_int.py",
    en="An integer target stays out of the graph: after copying the same kind of source that requires grad into an `int64` tensor, the target does not require grad, has no `grad_fn` and is still a leaf.",
    zh="整数类型的目标张量不会接入计算图：把同样需要梯度的源张量复制进 `int64` 张量后，目标张量不需要梯度，没有 `grad_fn`，仍是叶子张量。",
)
def _(run):
    t, src = run["t"], run["src"]
    return (
        src.requires_grad
        and t.dtype == torch.int64
        and not t.requires_grad
        and t.grad_fn is None
        and t.is_leaf
        and t.tolist() == [1, 2, 3]
    )


@claim(
    "copy.leaf-error",
    snippet="leaf_error.py",
    en="`copy_` into a leaf tensor that requires grad, such as a layer's weight, raises `RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.`",
    zh="对需要梯度的叶子张量（例如某一层的权重）调用 `copy_` 会抛出 `RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.`（需要梯度的叶子张量被用于原地操作）。",
)
def _(run):
    w = run["w"]
    return (
        raised(run, RuntimeError, LEAF_INPLACE_ERROR)
        and w.is_leaf
        and w.requires_grad
        and isinstance(w, torch.nn.Parameter)
    )


@claim(
    "copy.no-grad",
    snippet="no_grad.py",
    en="Under `torch.no_grad()` the same `copy_` works: the weight takes the new values and stays a leaf with no `grad_fn`.",
    zh="在 `torch.no_grad()` 下，同样的 `copy_` 可以执行：权重换成新值，并且仍是没有 `grad_fn` 的叶子张量。",
)
def _(run):
    w = run["layer"].weight
    return (
        equal(w.detach(), torch.tensor([[1.0, 2.0, 3.0]]))
        and w.is_leaf
        and w.grad_fn is None
        and w.requires_grad
    )
