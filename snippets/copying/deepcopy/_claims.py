import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raised, shares_storage


@claim(
    "deepcopy.leaf-copy",
    snippet="leaf.py",
    en="`copy.deepcopy` of a leaf tensor that requires grad returns a new leaf tensor that also requires grad, has no `grad_fn`, and lives in new memory: writing into the copy leaves the original unchanged.",
    zh="对一个需要梯度的叶子张量调用 `copy.deepcopy`，得到的是一个新的叶子张量：它同样需要梯度，没有 `grad_fn`，数据放在新的内存里，往副本里写入不会改动原张量。",
)
def _(run):
    a, b = run["a"], run["b"]
    return (
        b is not a
        and b.requires_grad
        and b.is_leaf
        and b.grad_fn is None
        and not shares_storage(a, b)
        and equal(a.detach(), [1.0, 2.0, 3.0])
        and equal(b.detach(), [100.0, 2.0, 3.0])
    )


@claim(
    "deepcopy.layout",
    snippet="layout.py",
    en="The copy keeps the original's dtype, strides and device: a transposed `float16` tensor is copied as a transposed `float16` tensor, and a meta tensor's copy is a meta tensor.",
    zh="副本保留原张量的 dtype、步幅（stride）和设备：转置过的 `float16` 张量复制出来仍是转置布局的 `float16` 张量，meta 张量的副本也仍在 meta 设备上。",
)
def _(run):
    a, b = run["a"], run["b"]
    return (
        b.dtype == torch.float16
        and b.stride() == a.stride() == (1, 3)
        and not b.is_contiguous()
        and b.device == a.device
        and printed(run, "meta copy on: meta")
    )


@claim(
    "deepcopy.grad",
    snippet="grad.py",
    en="An existing `.grad` is deep-copied too: the copy gets a gradient with the same values in its own memory.",
    zh="已有的 `.grad` 也会被深拷贝：副本得到一份数值相同、但占用独立内存的梯度。",
)
def _(run):
    a, b = run["a"], run["b"]
    return (
        b.grad is not None
        and equal(b.grad, a.grad)
        and b.grad is not a.grad
        and not shares_storage(b.grad, a.grad)
    )


@claim(
    "deepcopy.non-leaf-raises",
    snippet="non_leaf.py",
    en="A tensor that is not a leaf (one with a `grad_fn`, produced by an operation on a tensor that requires grad) cannot be deep-copied: `copy.deepcopy` raises a `RuntimeError` saying that only graph leaves support the deepcopy protocol.",
    zh="非叶子张量（由需要梯度的张量经运算得到、带有 `grad_fn` 的张量）不能深拷贝：`copy.deepcopy` 会抛出 `RuntimeError`，说明只有计算图的叶子才支持 deepcopy 协议。",
)
def _(run):
    return (
        raised(run, RuntimeError, "(graph leaves) support the deepcopy protocol")
        and run["b"].grad_fn is not None
        and not run["b"].is_leaf
    )


@claim(
    "deepcopy.no-history",
    snippet="history.py",
    en="`copy.deepcopy` never copies autograd history: the copy of a leaf is a separate leaf, so a backward pass through the copy fills the copy's `.grad` and leaves the original's `.grad` as `None`.",
    zh="`copy.deepcopy` 从不复制计算历史：叶子张量的副本是另一个独立的叶子，经过副本做反向传播，梯度只会写进副本的 `.grad`，原张量的 `.grad` 仍是 `None`。",
)
def _(run):
    return (
        run["a"].grad is None
        and run["b"].grad is not None
        and equal(run["b"].grad, [2.0, 2.0, 2.0])
        and run["b"].is_leaf
    )


@claim(
    "deepcopy.detach-first",
    snippet="history.py",
    en="Detaching a non-leaf first makes it copyable: `copy.deepcopy((a * 2).detach())` works and gives a tensor with no `grad_fn` that does not require grad.",
    zh="先 detach 就能复制非叶子张量：`copy.deepcopy((a * 2).detach())` 可以正常执行，得到的张量没有 `grad_fn`，也不需要梯度。",
)
def _(run):
    c = run["c"]
    return c.grad_fn is None and not c.requires_grad and c.is_leaf and equal(c, [2.0, 4.0, 6.0])


@claim(
    "deepcopy.shared-storage",
    snippet="shared.py",
    devices=("cpu", "cuda"),
    en="Tensors that share memory inside one container still share memory after `copy.deepcopy` of the container: a tensor and a slice of it become two new tensors on one new storage, so a write through one shows in the other, although the copied slice is no longer a view in autograd's sense (its `_base` is `None`).",
    zh="同一个容器里共享内存的几个张量，在对整个容器 `copy.deepcopy` 之后依然彼此共享内存：一个张量和它的切片，会变成共享一块新存储的两个新张量，通过其中一个写入，另一个也能看到；不过复制出的切片在自动求导意义上已不再是视图（它的 `_base` 是 `None`）。",
)
def _(run):
    a, pair = run["a"], run["pair"]
    return (
        shares_storage(pair[0], pair[1])
        and not shares_storage(pair[0], a)
        and pair[1]._base is None
        and pair[1].storage_offset() == 1
        and equal(pair[1], [100.0, 2.0, 3.0])
        and equal(a, [0.0, 1.0, 2.0, 3.0])
    )


@claim(
    "deepcopy.memo",
    snippet="shared.py",
    en="A tensor that appears twice in one container is copied once: both places in the copy hold the same new tensor object.",
    zh="同一个张量在容器里出现两次时只会被复制一次：副本中的两个位置指向同一个新的张量对象。",
)
def _(run):
    same, a = run["same"], run["a"]
    return same["x"] is same["y"] and same["x"] is not a


@claim(
    "deepcopy.view-whole-storage",
    snippet="view.py",
    devices=("cpu", "cuda"),
    en="Deep-copying a view copies the whole storage behind it: the copy of a 2-element slice of a 6-element tensor has a 6-element storage and keeps the slice's storage offset.",
    zh="深拷贝一个视图时，会把它背后的整块存储都复制一份：对 6 个元素的张量取 2 个元素的切片再深拷贝，副本的存储仍有 6 个元素那么大，并保留切片原来的存储偏移。",
)
def _(run):
    a, v = run["a"], run["v"]
    return (
        v.tolist() == [2.0, 3.0]
        and v.untyped_storage().nbytes() == a.untyped_storage().nbytes() == 6 * 4
        and v.storage_offset() == 2
    )


@claim(
    "deepcopy.parameter",
    snippet="parameter.py",
    en="An `nn.Parameter` stays an `nn.Parameter` that requires grad; deep-copying a module gives it parameters with equal values in new memory.",
    zh="`nn.Parameter` 深拷贝后仍是需要梯度的 `nn.Parameter`；深拷贝一个模块，得到的参数数值相同，但放在新的内存里。",
)
def _(run):
    q, l1, l2 = run["q"], run["layer"], run["layer2"]
    return (
        isinstance(q, torch.nn.Parameter)
        and q.requires_grad
        and isinstance(l2.weight, torch.nn.Parameter)
        and l2.weight.requires_grad
        and equal(l1.weight, l2.weight)
        and not shares_storage(l1.weight, l2.weight)
    )


@claim(
    "deepcopy.clone-slice",
    snippet="view.py",
    en="So to copy a small slice of a large tensor, `clone()` the slice: the clone of the same slice allocates memory for its 2 elements only.",
    zh="所以，只想复制大张量里的一小段切片时，请对切片调用 `clone()`：同一个切片的克隆只为这 2 个元素分配内存。",
)
def _(run):
    w = run["w"]
    return w.untyped_storage().nbytes() == 2 * 4 and w.storage_offset() == 0 and w.tolist() == [2.0, 3.0]


DEEPCOPY_ERROR = (
    "Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment.  "
    "If you were attempting to deepcopy a module, this may be because of a torch.nn.utils.weight_norm usage, "
    "see https://github.com/pytorch/pytorch/pull/103001"
)


@claim(
    "deepcopy.error-means-non-leaf",
    snippet="non_leaf.py",
    en="This error means that the tensor given to `copy.deepcopy` is not a leaf but the result of an operation on a tensor that requires grad; the full message is `RuntimeError: Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment.  If you were attempting to deepcopy a module, this may be because of a torch.nn.utils.weight_norm usage, see https://github.com/pytorch/pytorch/pull/103001`",
    zh="这个错误的意思是：交给 `copy.deepcopy` 的张量不是叶子张量，而是由需要梯度的张量经运算得到的结果；完整的消息是 `RuntimeError: Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment.  If you were attempting to deepcopy a module, this may be because of a torch.nn.utils.weight_norm usage, see https://github.com/pytorch/pytorch/pull/103001`（意为：目前只有用户显式创建的张量，即计算图的叶子，才支持 deepcopy 协议；如果你是在深拷贝模块，原因可能是用了 torch.nn.utils.weight_norm）。",
)
def _(run):
    b = run["b"]
    return type(run.error) is RuntimeError and str(run.error) == DEEPCOPY_ERROR and not b.is_leaf and b.grad_fn is not None


@claim(
    "deepcopy.non-leaf-fix",
    snippet="non_leaf_fix.py",
    en="The fix is to copy the values without the history: `copy.deepcopy(b.detach())` and `b.detach().clone()` both work and give the values of `b` in new memory; add `.requires_grad_()` when the copy must be a new leaf that requires grad.",
    zh="解决办法是只复制数值、不复制历史：`copy.deepcopy(b.detach())` 和 `b.detach().clone()` 都能正常执行，得到的是位于新内存中、与 `b` 值相同的张量；如果副本需要成为需要梯度的新叶子张量，再加上 `.requires_grad_()`。",
)
def _(run):
    b, copied, cloned, leaf = run["b"], run["copied"], run["cloned"], run["leaf"]
    return (
        not b.is_leaf
        and all(
            equal(t, b.detach()) and not shares_storage(t, b) and t.grad_fn is None and not t.requires_grad
            for t in (copied, cloned)
        )
        and leaf.is_leaf and leaf.requires_grad and not shares_storage(leaf, b)
    )
