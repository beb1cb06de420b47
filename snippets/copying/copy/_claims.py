import torch

from tensorfacts.claims import claim


@claim(
    "copy.broadcast",
    snippet="broadcast.py",
    en="`t.copy_(src)` broadcasts the source to the target's shape: a source of shape `(3,)` fills every row of a `(2, 3)` target.",
    zh="`t.copy_(src)` 会把源张量广播到目标张量的形状：形状为 `(3,)` 的源会填满 `(2, 3)` 目标的每一行。",
)
def _(run):
    t = run["t"]
    return t.shape == (2, 3) and t.tolist() == [[1.0, 2.0, 3.0], [1.0, 2.0, 3.0]]


@claim(
    "copy.broadcast-error",
    snippet="broadcast_error.py",
    en="The target never changes shape: a source that cannot be broadcast to the target's shape raises a `RuntimeError`, even when the target could be broadcast to the source's shape.",
    zh="目标张量的形状永远不变：如果源张量无法广播到目标的形状，就会抛出 `RuntimeError`，即使目标张量本可以广播到源张量的形状。",
)
def _(run):
    return (
        isinstance(run.error, RuntimeError)
        and "doesn't match the broadcast shape" in str(run.error)
        and run["t"].shape == (3,)
        and run["t"].tolist() == [0.0, 0.0, 0.0]
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
    en="`copy_` writes into the target's existing memory, and the two tensors share nothing afterwards: a later change to the source does not reach the target.",
    zh="`copy_` 把数据写进目标张量原有的内存，完成后两者互不共享：之后再修改源张量，目标张量不受影响。",
)
def _(run):
    t, src = run["t"], run["src"]
    return (
        t.data_ptr() == run["ptr"]
        and t.data_ptr() != src.data_ptr()
        and t.tolist() == [1.0, 2.0, 3.0]
        and src.tolist() == [11.0, 12.0, 13.0]
    )


@claim(
    "copy.keeps-device",
    snippet="device.py",
    en="The target also keeps its device and shape: copying a `float32` source that requires grad into an `int64` meta tensor leaves a `(2, 3)` `int64` meta tensor, which does not require grad.",
    zh="目标张量同样保留自己的设备和形状：把一个需要梯度的 `float32` 源张量复制进 `int64` 的 meta 张量，结果仍是形状为 `(2, 3)`、不需要梯度的 `int64` meta 张量。",
)
def _(run):
    t, src = run["t"], run["src"]
    return (
        t.device.type == "meta"
        and src.device.type != "meta"
        and t.dtype == torch.int64
        and t.shape == (2, 3)
        and src.requires_grad
        and not t.requires_grad
    )


@claim(
    "copy.from-meta-error",
    snippet="device_error.py",
    en="The other direction fails: copying out of a meta tensor raises `NotImplementedError`, because a meta tensor has no data.",
    zh="反方向则不行：从 meta 张量复制数据会抛出 `NotImplementedError`，因为 meta 张量没有数据。",
)
def _(run):
    return isinstance(run.error, NotImplementedError) and "no data" in str(run.error)


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
        and src.grad.tolist() == [10.0, 20.0, 30.0]
    )


@claim(
    "copy.leaf-error",
    snippet="leaf_error.py",
    en="`copy_` into a leaf tensor that requires grad, such as a layer's weight, raises a `RuntimeError`: a leaf Variable that requires grad is being used in an in-place operation.",
    zh="对需要梯度的叶子张量（例如某一层的权重）调用 `copy_` 会抛出 `RuntimeError`，提示需要梯度的叶子张量被用于原地操作。",
)
def _(run):
    w = run["w"]
    return (
        isinstance(run.error, RuntimeError)
        and "a leaf Variable that requires grad is being used in an in-place operation" in str(run.error)
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
        w.tolist() == [[1.0, 2.0, 3.0]]
        and w.is_leaf
        and w.grad_fn is None
        and w.requires_grad
    )
