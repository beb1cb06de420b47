import copy

import torch

from tensorfacts.catalogue import TENSORS, ops, over, scoped, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raised, raises, shares_storage

DEEPCOPY = ops("copy", only=("__import__('copy').deepcopy(t)",))

DEEPCOPY_ERROR = (
    "Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment.  "
    "If you were attempting to deepcopy a module, this may be because of a torch.nn.utils.weight_norm usage, "
    "see https://github.com/pytorch/pytorch/pull/103001"
)

# the tensors with the conjugate or the negative bit: copy.deepcopy resolves the bit into a new tensor
BITS = ("complex with the conjugate bit", "expanded tensor with the conjugate bit", "negative bit")
_PLAIN = [c for c in TENSORS if not {"ndarray", "module", "parameter"} & c.tags]
NOT_PARAMETERS = tuple(c.name for c in _PLAIN)
"""The tensor cases that are not a Parameter (a Parameter has a __deepcopy__ of its own, which clones its data)."""
NO_GRAD_NOT_PARAMETERS = tuple(c.name for c in _PLAIN if not {"requires-grad", "complex-grad", "grad-copied"} & c.tags)
"""The tensor cases that neither require grad nor are a Parameter."""
PARAMETERS = tuple(c.name for c in TENSORS if "parameter" in c.tags)
MODULES = tensors("module")
OTHER_LAYOUTS = ("sparse CSR", "mkldnn", "nested")
"""Leaf tensors of layouts copy.deepcopy refuses (the sparse COO layout it copies)."""


def longer_than_one(t, strides):
    """``strides`` of the dimensions of ``t`` longer than 1 (a dimension of size 1 reaches no second element)."""
    return [s for size, s in zip(t.shape, strides) if size > 1]


@claim(
    "deepcopy.leaf-copy",
    snippet="leaf.py",
    over=over(scoped(tensors("requires-grad", "leaf"), "leaf view that requires grad"), DEEPCOPY),
    en="`copy.deepcopy` of a leaf tensor that requires grad, a `Parameter` and a leaf that is a view included, returns a new leaf tensor that also requires grad, has no `grad_fn`, and lives in new memory: writing into the copy `b` of `a` leaves `a` unchanged.",
    zh="对需要梯度的叶子张量（包括 `Parameter` 和本身是视图（view）的叶子张量）调用 `copy.deepcopy`，得到的是一个新的叶子张量：它同样需要梯度，没有 `grad_fn`，数据放在新的内存里；往 `a` 的副本 `b` 里写入不会改动 `a`。",
)
def _(run):
    a, b = run["a"], run["b"]

    def new_leaf(case):
        b, t = case.apply(), case.tensor
        return b is not t and b.requires_grad and b.is_leaf and b.grad_fn is None and not shares_storage(b, t)

    return (
        b is not a
        and b.requires_grad
        and b.is_leaf
        and b.grad_fn is None
        and not shares_storage(a, b)
        and equal(a.detach(), [1.0, 2.0, 3.0])
        and equal(b.detach(), [100.0, 2.0, 3.0])
        and run.each(new_leaf)
    )


@claim(
    "deepcopy.layout",
    snippet="layout.py",
    over=over(tensors("leaf", only=NOT_PARAMETERS, but=("meta",) + BITS), DEEPCOPY),
    en="For every strided leaf tensor that is neither nested nor a Parameter, except a meta tensor and a leaf tensor with the conjugate bit or the negative bit (the complex with the conjugate bit, the expanded tensor with the conjugate bit and the negative bit tensor of the catalogue: these exceptions come next, a Parameter further down), the copy keeps the original's dtype, device, shape, strides, storage offset and values: a transposed `float16` tensor is copied as a transposed `float16` tensor.",
    zh="对每种既不是嵌套张量也不是 Parameter 的 strided 布局（layout）叶子张量，除 meta 张量以及带共轭位（conjugate bit）或负号位的张量（目录中的带共轭位的复数张量、带共轭位的扩展张量和带负号位的张量；这些例外见下文，Parameter 见更后面）以外，副本都保留原张量的数据类型（dtype）、设备、形状、步幅（stride）、存储偏移和数值：转置过的 `float16` 张量复制出来仍是转置布局的 `float16` 张量。",
)
def _(run):
    a, b = run["a"], run["b"]

    def same_layout(case):
        b, t = case.apply(), case.tensor
        return (b.dtype == t.dtype and b.device == t.device and b.shape == t.shape and b.stride() == t.stride()
                and b.storage_offset() == t.storage_offset() and bool(torch.equal(b, t)))

    return (
        b.dtype == torch.float16
        and b.stride() == a.stride() == (1, 3)
        and not b.is_contiguous()
        and b.device == a.device
        and run.each(same_layout)
    )


@claim(
    "deepcopy.bits",
    snippet="layout.py",
    over=over(scoped(tensors(only=BITS), "complex column with the conjugate bit"), DEEPCOPY),
    en="A leaf tensor with the conjugate bit or the negative bit that holds at least one element (the complex with the conjugate bit, the expanded tensor with the conjugate bit and the negative bit tensor of the catalogue, and a complex column with the conjugate bit) is copied without that bit, as a new tensor: the copy holds the same values in a storage of just its own elements, from storage offset 0, with the strides of `t.clone()` along each dimension longer than 1 (the stride of a dimension of size 1, which reaches no second element, is not compared). So the copy of `z`, whose `is_conj()` is `True`, has `is_conj()` `False`, and the copy of `n = z.imag`, whose `is_neg()` is `True`, has `is_neg()` `False`, strides `(1,)` instead of `(2,)` and storage offset 0 instead of 1.",
    zh="带共轭位或负号位、且至少有一个元素的叶子张量（目录中的带共轭位的复数张量、带共轭位的扩展张量和带负号位的张量，以及带共轭位的复数列向量）复制时不保留该标志位，得到的是一个新张量：副本数值相同，存储中只有它自己的元素，存储偏移为 0，在每个长度大于 1 的维度上步幅都与 `t.clone()` 相同（长度为 1 的维度只到达一个元素，其步幅不作比较）。因此 `z` 的 `is_conj()` 为 `True`，它的副本 `is_conj()` 为 `False`；`n = z.imag` 的 `is_neg()` 为 `True`，它的副本 `is_neg()` 为 `False`，步幅是 `(1,)` 而不是 `(2,)`，存储偏移是 0 而不是 1。",
)
def _(run):
    z, zc, n, nc = run["z"], run["zc"], run["n"], run["nc"]

    def resolved(case):
        b, t = case.apply(), case.tensor
        return ((t.is_conj() or t.is_neg()) and not b.is_conj() and not b.is_neg() and bool(torch.equal(b, t))
                and t.numel() > 0 and b.dtype == t.dtype and b.shape == t.shape
                and longer_than_one(t, b.stride()) == longer_than_one(t, t.clone().stride())
                and b.storage_offset() == 0 and b.untyped_storage().nbytes() == b.numel() * b.element_size()
                and not shares_storage(b, t))

    return (
        z.is_conj() is True and zc.is_conj() is False and equal(zc, z)
        and n.is_neg() is True and nc.is_neg() is False and equal(nc, n)
        and n.stride() == (2,) and nc.stride() == (1,) and n.storage_offset() == 1 and nc.storage_offset() == 0
        and run.each(resolved)
    )


@claim(
    "deepcopy.meta",
    snippet="layout.py",
    en="The copy of the meta slice `m = torch.ones(6, device=\"meta\")[::2]` is a meta tensor laid out like `m.clone()`: it is contiguous, with the strides of `m.clone()`, not those of `m`.",
    zh="meta 切片 `m = torch.ones(6, device=\"meta\")[::2]` 的副本仍是 meta 张量，但布局与 `m.clone()` 相同：它是连续的，步幅与 `m.clone()` 相同，而不是 `m` 的步幅。",
)
def _(run):
    m, mc = run["m"], run["mc"]
    return (
        mc.device.type == "meta"
        and mc.stride() == m.clone().stride()
        and mc.stride() != m.stride()
        and mc.is_contiguous()
    )


@claim(
    "deepcopy.grad",
    snippet="grad.py",
    over=over(scoped(tensors("requires-grad", "leaf", but=("Parameter",)), "leaf view that requires grad"), DEEPCOPY),
    en="An existing `.grad` of a plain leaf tensor is deep-copied too: the copy gets a gradient with the same values in its own memory. A `Parameter` is the exception (below).",
    zh="普通叶子张量已有的 `.grad` 也会被深拷贝：副本得到一份数值相同、但占用独立内存的梯度。`Parameter` 是例外（见下文）。",
)
def _(run):
    a, b = run["a"], run["b"]

    def grad_copied(case):
        t = case.tensor
        t.grad = torch.full_like(t, 2.0)
        b = case.apply()
        return b.grad is not None and b.grad is not t.grad and equal(b.grad, t.grad) and not shares_storage(b.grad, t.grad)

    return (
        b.grad is not None
        and equal(b.grad, a.grad)
        and b.grad is not a.grad
        and not shares_storage(b.grad, a.grad)
        and run.each(grad_copied)
    )


@claim(
    "deepcopy.non-leaf-raises",
    snippet="non_leaf.py",
    over=over(scoped(tensors(), "sparse COO"), DEEPCOPY),
    en="`copy.deepcopy` accepts every strided leaf tensor that is not nested, whatever its dtype, strides or device, and a sparse COO leaf too, and raises a `RuntimeError` for every tensor that is not a leaf: the result `b = a * 2` of an operation on a tensor that requires grad, a view of a leaf that requires grad, and a non-leaf after `retain_grad()` alike.",
    zh="`copy.deepcopy` 接受所有不是嵌套张量的 strided 布局（layout）叶子张量，不论数据类型、步幅或设备，也接受稀疏 COO 叶子张量；而对所有非叶子张量都会抛出 `RuntimeError`：对需要梯度的张量做运算得到的结果 `b = a * 2`、需要梯度的叶子张量的视图、调用过 `retain_grad()` 的非叶子张量，都是如此。",
)
def _(run):
    def only_leaves(case):
        if case.tensor.is_leaf:
            return isinstance(case.apply(), torch.Tensor)
        return raises(case.apply, RuntimeError, DEEPCOPY_ERROR)

    return (
        raised(run, RuntimeError, "(graph leaves) support the deepcopy protocol")
        and run["b"].grad_fn is not None
        and not run["b"].is_leaf
        and run.each(only_leaves)
    )


@claim(
    "deepcopy.other-layouts",
    snippet="layouts.py",
    devices=("cpu",),
    over=over(scoped(None, *OTHER_LAYOUTS), DEEPCOPY),
    en="Three other kinds of leaf tensor are refused with `NotImplementedError`: a sparse CSR tensor such as `torch.eye(3).to_sparse_csr()` (\"Cannot access storage of SparseCsrTensorImpl\"), an mkldnn tensor such as `torch.ones(2, 3).to_mkldnn()` (\"Cannot access storage of OpaqueTensorImpl\") and a nested tensor built by `torch.nested.nested_tensor`, although its layout is `torch.strided` (\"Could not run 'aten::new_empty' with arguments from the 'NestedTensorCPU' backend\"), while a sparse COO tensor such as `torch.eye(3).to_sparse()` is copied.",
    zh="另外三种叶子张量会被拒绝，抛出 `NotImplementedError`：稀疏 CSR 张量，例如 `torch.eye(3).to_sparse_csr()`（\"Cannot access storage of SparseCsrTensorImpl\"，即无法访问 SparseCsrTensorImpl 的存储）；mkldnn 张量，例如 `torch.ones(2, 3).to_mkldnn()`（\"Cannot access storage of OpaqueTensorImpl\"，即无法访问 OpaqueTensorImpl 的存储）；以及由 `torch.nested.nested_tensor` 构造的嵌套张量，尽管它的布局是 `torch.strided`（\"Could not run 'aten::new_empty' with arguments from the 'NestedTensorCPU' backend\"，即无法在 NestedTensorCPU 后端上运行 aten::new_empty）。而稀疏 COO 张量，例如 `torch.eye(3).to_sparse()`，可以复制。",
)
def _(run):
    messages = {
        torch.sparse_csr: "Cannot access storage of SparseCsrTensorImpl",
        torch._mkldnn: "Cannot access storage of OpaqueTensorImpl",
    }

    def refused(case):
        t = case.tensor
        if t.is_nested:  # a nested tensor's layout is torch.strided
            return t.layout == torch.strided and raises(
                case.apply, NotImplementedError, "Could not run 'aten::new_empty' with arguments from the 'NestedTensorCPU' backend")
        return raises(case.apply, NotImplementedError, messages[t.layout])

    return (
        printed(run, "torch.eye(3).to_sparse(): copied, layout torch.sparse_coo")
        and printed(run, "torch.eye(3).to_sparse_csr(): NotImplementedError: Cannot access storage of SparseCsrTensorImpl")
        and printed(run, "torch.ones(2, 3).to_mkldnn(): NotImplementedError: Cannot access storage of OpaqueTensorImpl")
        and run.each(refused)
    )


@claim(
    "deepcopy.no-history",
    snippet="history.py",
    over=over(scoped(tensors("requires-grad", "leaf"), "leaf view that requires grad"), DEEPCOPY),
    en="`copy.deepcopy` copies no autograd history: the copy of a leaf that requires grad, a `Parameter` included, is a separate leaf, so a backward pass through the copy fills the copy's `.grad` and leaves the original's `.grad` as `None`.",
    zh="`copy.deepcopy` 不复制计算历史：需要梯度的叶子张量（包括 `Parameter`）的副本是另一个独立的叶子，经过副本做反向传播，梯度只会写进副本的 `.grad`，原张量的 `.grad` 仍是 `None`。",
)
def _(run):
    def separate_leaf(case):
        b, t = case.apply(), case.tensor
        (b * 2).sum().backward()
        return t.grad is None and b.grad is not None and b.is_leaf

    return (
        run["a"].grad is None
        and run["b"].grad is not None
        and equal(run["b"].grad, [2.0, 2.0, 2.0])
        and run["b"].is_leaf
        and run.each(separate_leaf)
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
    over=over(tensors(only=NO_GRAD_NOT_PARAMETERS, but=("meta",) + BITS), ops("view")),
    en="A strided tensor that is not nested, does not require grad and is not a Parameter, and a view of it (by `view`, indexing, `unsqueeze`, `expand_as`, `as_strided` or `detach`), deep-copied together in one container, become two new tensors on one new storage, each with its own offset and strides, so a write through one copy shows in the other; the copied view is no longer a view in autograd's sense (its `_base` is `None`). This leaves aside a meta tensor and a tensor with the conjugate or the negative bit (the complex with the conjugate bit, the expanded tensor with the conjugate bit and the negative bit tensor of the catalogue); a Parameter comes below.",
    zh="一个 strided 布局、不是嵌套张量、既不需要梯度也不是 Parameter 的张量和它的视图（由 `view`、索引、`unsqueeze`、`expand_as`、`as_strided` 或 `detach` 得到）放在同一个容器里一起深拷贝，会变成共享一块新存储的两个新张量，各自保留原来的偏移和步幅，通过其中一个写入，另一个也能看到；不过复制出的视图在自动求导（autograd）意义上已不再是视图（它的 `_base` 是 `None`）。这里不包括 meta 张量以及带共轭位或负号位的张量（目录中的带共轭位的复数张量、带共轭位的扩展张量和带负号位的张量）；Parameter 见下文。",
)
def _(run):
    a, pair = run["a"], run["pair"]

    def still_shared(case):
        t, v = case.tensor, case.apply()
        first, second = copy.deepcopy([t, v])
        return (shares_storage(first, second) and not shares_storage(first, t)
                and second.storage_offset() == v.storage_offset() and second.stride() == v.stride()
                and second._base is None)

    return (
        shares_storage(pair[0], pair[1])
        and not shares_storage(pair[0], a)
        and pair[1]._base is None
        and pair[1].storage_offset() == 1
        and equal(pair[1], [100.0, 2.0, 3.0])
        and equal(a, [0.0, 1.0, 2.0, 3.0])
        and run.each(still_shared)
    )


@claim(
    "deepcopy.memo",
    snippet="shared.py",
    over=over(tensors("leaf")),
    en="A strided leaf tensor that is not nested and appears twice in one container is copied once, whatever its dtype, strides or device: both places in the copy hold the same new tensor object.",
    zh="同一个不是嵌套张量的 strided 布局叶子张量在容器里出现两次时只会被复制一次，不论数据类型、步幅或设备：副本中的两个位置指向同一个新的张量对象。",
)
def _(run):
    same, a = run["same"], run["a"]

    def copied_once(case):
        copied = copy.deepcopy({"x": case.tensor, "y": case.tensor})
        return copied["x"] is copied["y"] and copied["x"] is not case.tensor

    return same["x"] is same["y"] and same["x"] is not a and run.each(copied_once)


@claim(
    "deepcopy.view-whole-storage",
    snippet="view.py",
    devices=("cpu", "cuda"),
    over=over(tensors("view", "leaf", but=BITS), DEEPCOPY),
    en="Deep-copying a view that holds data and has neither the conjugate bit nor the negative bit copies the whole storage behind it and keeps the view's storage offset: the copy of a 2-element slice of a 6-element tensor has a 6-element storage. A view with either bit (the complex with the conjugate bit, the expanded tensor with the conjugate bit, the negative bit tensor) is left out: its copy holds just its own elements, as shown above.",
    zh="深拷贝一个存有数据、且既没有共轭位也没有负号位的视图时，会把它背后的整块存储都复制一份，并保留视图的存储偏移：对 6 个元素的张量取 2 个元素的切片再深拷贝，副本的存储仍有 6 个元素那么大。带这两种标志位之一的视图（带共轭位的复数张量、带共轭位的扩展张量、带负号位的张量）不在此列：如上文所示，它的副本只存有它自己的元素。",
)
def _(run):
    a, v = run["a"], run["v"]

    def whole_storage(case):
        b, t = case.apply(), case.tensor
        return (b.untyped_storage().nbytes() == t.untyped_storage().nbytes()
                and b.storage_offset() == t.storage_offset() and not shares_storage(b, t))

    return (
        v.tolist() == [2.0, 3.0]
        and v.untyped_storage().nbytes() == a.untyped_storage().nbytes() == 6 * 4
        and v.storage_offset() == 2
        and run.each(whole_storage)
    )


@claim(
    "deepcopy.parameter",
    snippet="parameter.py",
    over=over(tensors(only=PARAMETERS), DEEPCOPY),
    en="An `nn.Parameter` stays an `nn.Parameter` with the same `requires_grad`, frozen or of an integer dtype included, in new memory; but its `.grad` is not copied: `q = copy.deepcopy(p)` has `q.grad` `None` although `p.grad` was set.",
    zh="`nn.Parameter` 深拷贝后仍是 `nn.Parameter`，`requires_grad` 不变（冻结的、整数类型的也一样），数据放在新的内存里；但它的 `.grad` 不会被复制：虽然 `p.grad` 已经设置，`q = copy.deepcopy(p)` 的 `q.grad` 却是 `None`。",
)
def _(run):
    p, q = run["p"], run["q"]

    def parameter_copy(case):
        t = case.tensor
        t.grad = torch.ones_like(t)
        b = case.apply()
        return (type(b) is torch.nn.Parameter and b.requires_grad == t.requires_grad
                and not shares_storage(b, t) and equal(b, t) and b.grad is None)

    return (
        isinstance(q, torch.nn.Parameter)
        and q.requires_grad
        and p.grad is not None
        and q.grad is None
        and run.each(parameter_copy)
    )


@claim(
    "deepcopy.parameter-layout",
    snippet="parameter.py",
    over=over(tensors(only=PARAMETERS), DEEPCOPY),
    en="A `Parameter` is copied by cloning its data: the copy of each `Parameter` of the catalogue is laid out as `clone()` lays it out, from storage offset 0, in a storage of just its own elements. So a dense `Parameter` keeps its strides (a transposed one stays transposed), while `g`, a frozen `Parameter` over every other element of `torch.arange(6.0)` from offset 1, with strides `(2,)`, is copied with strides `(1,)` and storage offset 0.",
    zh="`Parameter` 的深拷贝是克隆它的数据：目录中每个 `Parameter` 的副本，布局都与 `clone()` 给出的相同，存储偏移为 0，存储中只有它自己的元素。因此稠密的 `Parameter` 保留原来的步幅（转置的仍是转置的），而 `g` 是从偏移 1 开始、隔一个取一个 `torch.arange(6.0)` 元素的冻结 `Parameter`，步幅为 `(2,)`，它的副本步幅为 `(1,)`，存储偏移为 0。",
)
def _(run):
    g, gc = run["g"], run["gc"]

    def cloned_layout(case):
        t = case.tensor
        b = case.apply()
        return (b.stride() == t.clone().stride() and b.storage_offset() == 0
                and b.untyped_storage().nbytes() == b.numel() * b.element_size() and equal(b, t))

    return (
        g.stride() == (2,) and g.storage_offset() == 1
        and gc.stride() == (1,) and gc.storage_offset() == 0 and equal(gc, g)
        and run.each(cloned_layout)
    )


@claim(
    "deepcopy.module",
    snippet="module.py",
    over=over(scoped(MODULES, "Linear with weight_norm"), DEEPCOPY),
    en="Deep-copying a module gives it parameters and buffers with equal values in new memory, still `nn.Parameter`, and weights tied in the original (one `nn.Parameter` in two layers) stay tied in the copy: so for each module of the catalogue but one. A module changed by `torch.nn.utils.weight_norm` holds its `weight` as a tensor that is not a leaf (its `grad_fn` is `WeightNormInterfaceBackward0`), so `copy.deepcopy` raises the `RuntimeError` above for it, the one whose message names `torch.nn.utils.weight_norm`; with `torch.nn.utils.parametrizations.weight_norm` instead, the module is copied.",
    zh="深拷贝一个模块，得到的参数和缓冲区数值相同，但放在新的内存里，参数仍是 `nn.Parameter`；原模块中绑定的权重（两个层共享同一个 `nn.Parameter`）在副本中依然绑定：目录中的模块除一个以外都是如此。经 `torch.nn.utils.weight_norm` 处理过的模块，把 `weight` 存为一个非叶子张量（其 `grad_fn` 是 `WeightNormInterfaceBackward0`），所以 `copy.deepcopy` 对它会抛出上文那个 `RuntimeError`，即错误信息里提到 `torch.nn.utils.weight_norm` 的那个；改用 `torch.nn.utils.parametrizations.weight_norm`，模块就能复制。",
)
def _(run):
    l1, l2 = run["layer"], run["layer2"]

    def module_copy(case):
        m = case.tensor
        if not all(t.is_leaf for t in vars(m).values() if isinstance(t, torch.Tensor)):
            return raises(case.apply, RuntimeError, DEEPCOPY_ERROR)
        m2 = case.apply()
        old = dict(m.named_parameters(remove_duplicate=False))
        new = dict(m2.named_parameters(remove_duplicate=False))
        ties_kept = all((old[x] is old[y]) == (new[x] is new[y]) for x in old for y in old)
        buffers = all(equal(b, m.get_buffer(n)) and not shares_storage(b, m.get_buffer(n)) for n, b in m2.named_buffers())
        return (new.keys() == old.keys() and ties_kept and buffers
                and all(type(new[n]) is torch.nn.Parameter and equal(new[n], old[n]) and not shares_storage(new[n], old[n])
                        for n in old))

    normed, param, param2 = run["normed"], run["param"], run["param2"]
    return (
        isinstance(l2.weight, torch.nn.Parameter)
        and equal(l1.weight, l2.weight)
        and not shares_storage(l1.weight, l2.weight)
        and not normed.weight.is_leaf
        and type(normed.weight.grad_fn).__name__ == "WeightNormInterfaceBackward0"
        and printed(run, "RuntimeError: Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment.")
        and equal(param2.weight, param.weight)
        and not shares_storage(param2.weight, param.weight)
        and run.each(module_copy)
    )


@claim(
    "deepcopy.parameter-view",
    snippet="parameter.py",
    over=over(tensors("parameter", but=("Parameter",)), ops("view")),
    en="A frozen `Parameter` and a view of it, deep-copied together in one container, no longer share memory: the `Parameter`'s copy gets storage of its own. This leaves out a `Parameter` that requires grad.",
    zh="冻结的 `Parameter` 和它的视图放在同一个容器里一起深拷贝后，就不再共享内存：`Parameter` 的副本得到自己单独的存储。这里不包括需要梯度的 `Parameter`。",
)
def _(run):
    pair = run["pair"]

    def not_shared(case):
        t, v = case.tensor, case.apply()
        first, second = copy.deepcopy([t, v])
        return type(first) is torch.nn.Parameter and not shares_storage(first, second) and equal(second, v)

    return (
        not shares_storage(pair[0], pair[1])
        and printed(run, "copies share memory: False")
        and run.each(not_shared)
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


@claim(
    "deepcopy.error-means-non-leaf",
    snippet="non_leaf.py",
    over=over(scoped(tensors(), "sparse COO", *OTHER_LAYOUTS), DEEPCOPY),
    en="This error means that the tensor given to `copy.deepcopy` is not a leaf: no leaf raises it, and every non-leaf raises it with the same message; for `b` the full message is `RuntimeError: Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment.  If you were attempting to deepcopy a module, this may be because of a torch.nn.utils.weight_norm usage, see https://github.com/pytorch/pytorch/pull/103001`",
    zh="这个错误的意思是：交给 `copy.deepcopy` 的张量不是叶子张量：叶子张量都不会引发它，而非叶子张量都会引发它，错误信息都一样；对 `b`，完整的错误信息是 `RuntimeError: Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment.  If you were attempting to deepcopy a module, this may be because of a torch.nn.utils.weight_norm usage, see https://github.com/pytorch/pytorch/pull/103001`（意为：目前只有用户显式创建的张量，即计算图（autograd graph）的叶子，才支持 deepcopy 协议；如果你是在深拷贝模块，原因可能是用了 torch.nn.utils.weight_norm）。",
)
def _(run):
    b = run["b"]

    def exact_message(case):
        try:
            case.apply()
        except RuntimeError as error:  # NotImplementedError, a subclass, on a leaf of another layout
            return (str(error) == DEEPCOPY_ERROR) is (not case.tensor.is_leaf)
        return case.tensor.is_leaf

    return (
        type(run.error) is RuntimeError and str(run.error) == DEEPCOPY_ERROR and not b.is_leaf and b.grad_fn is not None
        and run.each(exact_message)
    )


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
