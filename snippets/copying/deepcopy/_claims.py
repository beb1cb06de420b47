import copy

import torch

from tensorfacts.catalogue import TENSORS, Selection, Tally, ops, over, scoped, tensors
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
LEAVES = tuple(c.name for c in tensors().items if "non-leaf" not in c.tags)
"""The tensor cases that are leaves (two of them, a complex leaf and a deep copy, carry no ``leaf`` tag)."""
NO_GRAD_NOT_PARAMETERS = tuple(c.name for c in _PLAIN if not {"requires-grad", "complex-grad", "grad-copied"} & c.tags)
"""The tensor cases that neither require grad nor are a Parameter."""
PARAMETERS = tuple(c.name for c in TENSORS if "parameter" in c.tags)
PARAMETERS_WITH_GRAD = tuple(c.name for c in TENSORS if {"parameter", "requires-grad"} <= c.tags)
"""The Parameters that require grad (a backward pass gives them a ``.grad``)."""
MODULES = tensors("module")
OTHER_LAYOUTS = ("sparse CSR", "mkldnn", "nested")
"""Leaf tensors of layouts copy.deepcopy refuses (the sparse COO layout it copies); the nested case is of the
default layout, torch.strided (a nested tensor of layout torch.jagged is copied since PyTorch 2.4 or so)."""

PARAMETER_BELOW = ("`Parameter`: copied as `clone()` copies it (Parameters and modules, below)",
                   "`Parameter`：按 `clone()` 的方式复制（见下文“参数与模块”）")


def longer_than_one(t, strides):
    """``strides`` of the dimensions of ``t`` longer than 1 (a dimension of size 1 reaches no second element)."""
    return [s for size, s in zip(t.shape, strides) if size > 1]


# --- leaf tensors -----------------------------------------------------------------------------------


@claim(
    "deepcopy.leaf-accepted",
    snippet="layouts.py",
    over=over(scoped(tensors(only=LEAVES), "sparse COO", "leaf view that requires grad"), DEEPCOPY),
    not_covered=(("a named tensor", "命名张量"),),
    en="`copy.deepcopy` copies a leaf tensor whatever its dtype or strides, and a sparse COO leaf too.",
    zh="`copy.deepcopy` 可以复制叶子张量，不论它的数据类型（dtype）和步幅（stride）如何，稀疏 COO 叶子张量也可以。",
)
def _(run):
    def copied(case):
        b = case.apply()
        return case.tensor.is_leaf and isinstance(b, torch.Tensor) and b is not case.tensor

    return printed(run, "torch.eye(3).to_sparse(): copied, layout torch.sparse_coo") and run.each(copied)


@claim(
    "deepcopy.other-layouts",
    snippet="layouts.py",
    devices=("cpu",),
    over=over(scoped(None, *OTHER_LAYOUTS), DEEPCOPY),
    exception_to="deepcopy.leaf-accepted",
    not_covered=(("a nested tensor of layout `torch.jagged`", "布局为 `torch.jagged` 的嵌套张量"),),
    en="A sparse CSR, an mkldnn or a nested tensor of layout `torch.strided` makes `copy.deepcopy` raise `NotImplementedError`.",
    zh="稀疏 CSR 张量、mkldnn 张量和布局（layout）为 `torch.strided` 的嵌套张量会让 `copy.deepcopy` 抛出 `NotImplementedError`。",
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
        and printed(run, "nested, layout=torch.strided: NotImplementedError: Could not run 'aten::new_empty' with arguments "
                    "from the 'NestedTensorCPU' backend")
        and run.each(refused)
    )


@claim(
    "deepcopy.leaf-copy",
    snippet="leaf.py",
    over=over(scoped(tensors("requires-grad", "leaf"), "leaf view that requires grad"), DEEPCOPY),
    en="The copy of a leaf that requires grad is a new leaf that requires grad, with no `grad_fn`, in new memory.",
    zh="需要梯度的叶子张量的副本是一个新的叶子张量：同样需要梯度，没有 `grad_fn`，也不与原张量共享内存。",
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
    not_covered=(PARAMETER_BELOW,),
    en="The copy keeps the original's values, dtype, device, shape, strides and storage offset: a transposed `float16` tensor stays transposed.",
    zh="副本保留原张量的数值、数据类型、设备、形状、步幅和存储偏移：转置过的 `float16` 张量，副本仍是转置的。",
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
    exception_to="deepcopy.layout",
    not_covered=(("a tensor with the conjugate or the negative bit that holds no element",
                  "不含元素、带共轭位或负号位的张量"),),
    en="A tensor with the conjugate or the negative bit is copied without the bit, into a storage of just its own elements.",
    zh="带共轭位（conjugate bit）或负号位的张量，副本去掉了该标志位，存储里只有它自己的元素。",
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
    exception_to="deepcopy.layout",
    en="The copy of the meta slice `m = torch.ones(6, device=\"meta\")[::2]` is contiguous, laid out like `m.clone()`, not like `m`.",
    zh="meta 切片 `m = torch.ones(6, device=\"meta\")[::2]` 的副本是连续的，布局与 `m.clone()` 相同，而不是与 `m` 相同。",
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
    en="The copy of a leaf tensor gets a copy of its `.grad`: the same values in new memory.",
    zh="叶子张量的副本也会得到它的 `.grad` 的副本：数值相同，内存是新的。",
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
    "deepcopy.parameter-grad",
    snippet="grad.py",
    over=over(tensors(only=PARAMETERS), DEEPCOPY),
    exception_to="deepcopy.grad",
    en="A `Parameter`'s `.grad` is not copied: `q = copy.deepcopy(p)` has `q.grad` `None` although `p.grad` was set.",
    zh="`Parameter` 的 `.grad` 不会被复制：虽然 `p.grad` 已经设置，`q = copy.deepcopy(p)` 的 `q.grad` 却是 `None`。",
)
def _(run):
    p, q = run["p"], run["q"]

    def grad_dropped(case):
        t = case.tensor
        t.grad = torch.ones_like(t)
        b = case.apply()
        return type(b) is torch.nn.Parameter and t.grad is not None and b.grad is None

    return p.grad is not None and q.grad is None and run.each(grad_dropped)


@claim(
    "deepcopy.grad-in-graph",
    snippet="grad_graph.py",
    exception_to=("deepcopy.leaf-accepted", "deepcopy.leaf-copy", "deepcopy.grad"),
    en="`copy.deepcopy(g)` raises a `RuntimeError` when the `.grad` of a leaf `g` that is not a `Parameter` has a `grad_fn`, as after `backward(create_graph=True)`.",
    zh="叶子张量 `g` 不是 `Parameter`、它的 `.grad` 又带有 `grad_fn` 时（例如在 `backward(create_graph=True)` 之后），`copy.deepcopy(g)` 会抛出 `RuntimeError`。",
)
def _(run):
    g = run["g"]

    def refused(make_grad):
        leaf = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
        make_grad(leaf)
        return (leaf.is_leaf and leaf.grad is not None and not leaf.grad.is_leaf
                and raises(lambda: copy.deepcopy(leaf), RuntimeError, DEEPCOPY_ERROR)
                and raises(lambda: copy.deepcopy(leaf.grad), RuntimeError, DEEPCOPY_ERROR))

    def create_graph(leaf):
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            (leaf * leaf).sum().backward(create_graph=True)

    def assigned(leaf):
        leaf.grad = torch.ones(3, requires_grad=True) * 2

    return (
        g.is_leaf
        and printed(run, "g.is_leaf: True | g.grad.grad_fn: CopyBackwards")
        and printed(run, "RuntimeError: Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment.")
        and refused(create_graph)
        and refused(assigned)
    )


def _grad_with_history(t):
    """Give each parameter of the module ``t`` (or the Parameter ``t``) a ``.grad`` that has a ``grad_fn``."""
    import warnings

    params = list(t.parameters()) if isinstance(t, torch.nn.Module) else [t]
    with torch.enable_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # create_graph=True warns of a reference cycle through .grad
        sum((q * q).sum() for q in params).backward(create_graph=True)
    return params


@claim(
    "deepcopy.grad-in-graph-parameter",
    snippet="grad_graph.py",
    over=over(Selection(tensors(only=PARAMETERS_WITH_GRAD).items + MODULES.items), DEEPCOPY),
    exception_to="deepcopy.grad-in-graph",
    en="A `Parameter` whose `.grad` has a `grad_fn` is copied without error, and so is a module holding it: the copy's `.grad` is `None`.",
    zh="`.grad` 带有 `grad_fn` 的 `Parameter` 可以不报错地复制，持有它的模块也一样：副本的 `.grad` 是 `None`。",
)
def _(run):
    p, model = run["p"], run["model"]

    def copied_without_grad(case):
        params = _grad_with_history(case.tensor)
        if not all(type(q) is torch.nn.Parameter and q.is_leaf and q.grad is not None and q.grad.grad_fn is not None
                   for q in params):
            return False
        b = case.apply()
        copies = list(b.parameters()) if isinstance(b, torch.nn.Module) else [b]
        return (len(copies) == len(set(map(id, params))) and all(type(q) is torch.nn.Parameter and q.grad is None for q in copies)
                and not any(shares_storage(q, r) for q in copies for r in params))

    return (
        p.grad.grad_fn is not None and model.weight.grad.grad_fn is not None
        and printed(run, "p.grad.grad_fn: CopyBackwards | copy.deepcopy(p).grad: None")
        and printed(run, "copy.deepcopy(model).weight.grad: None")
        and run.each(copied_without_grad)
    )


@claim(
    "deepcopy.grad-detach",
    snippet="grad_graph.py",
    en="After `g.grad = g.grad.detach()`, which keeps the values and drops the history, `copy.deepcopy(g)` works.",
    zh="执行 `g.grad = g.grad.detach()` 保留梯度的值、丢掉计算历史之后，`copy.deepcopy(g)` 就能正常执行。",
)
def _(run):
    g, h = run["g"], run["h"]
    return (
        g.grad.is_leaf and g.grad.grad_fn is None
        and h.grad is not None and h.grad.grad_fn is None and equal(h.grad, [2.0, 4.0, 6.0]) and equal(h.grad, g.grad)
        and not shares_storage(h.grad, g.grad) and h.is_leaf
    )


# --- non-leaf tensors ---------------------------------------------------------------------------------


@claim(
    "deepcopy.error-means-non-leaf",
    snippet="non_leaf.py",
    over=over(scoped(tensors(), "sparse COO", *OTHER_LAYOUTS), DEEPCOPY),
    en="This `RuntimeError` means that `copy.deepcopy` met a non-leaf tensor, such as `b = a * 2` or a leaf's `.grad` that has a `grad_fn`.",
    zh="这个 `RuntimeError` 表示 `copy.deepcopy` 遇到了非叶子张量，例如 `b = a * 2`，或叶子张量带有 `grad_fn` 的 `.grad`。",
)
def _(run):
    a, b = run["a"], run["b"]

    def exact_message(case):
        try:
            case.apply()
        except RuntimeError as error:  # NotImplementedError, a subclass, on a leaf of another layout
            return (str(error) == DEEPCOPY_ERROR) is (not case.tensor.is_leaf)
        return case.tensor.is_leaf

    return (
        type(run.error) is RuntimeError and str(run.error) == DEEPCOPY_ERROR and not b.is_leaf and b.grad_fn is not None
        # a leaf whose .grad has a grad_fn: the non-leaf met is the .grad
        and a.is_leaf and a.grad.grad_fn is not None and not a.grad.is_leaf
        and raises(lambda: copy.deepcopy(a), RuntimeError, DEEPCOPY_ERROR)
        and raises(lambda: copy.deepcopy(a.grad), RuntimeError, DEEPCOPY_ERROR)
        and run.each(exact_message)
    )


@claim(
    "deepcopy.non-leaf-raises",
    snippet="non_leaf.py",
    over=over(tensors("non-leaf"), DEEPCOPY),
    en="`copy.deepcopy` raises a `RuntimeError` for every tensor that is not a leaf, unless it is a Parameter.",
    zh="对每个非叶子张量，`copy.deepcopy` 都会抛出 `RuntimeError`，Parameter 除外。",
)
def _(run):
    def refused(case):
        return not case.tensor.is_leaf and raises(case.apply, RuntimeError, DEEPCOPY_ERROR)

    return (
        raised(run, RuntimeError, "(graph leaves) support the deepcopy protocol")
        and run["b"].grad_fn is not None
        and not run["b"].is_leaf
        and run.each(refused)
    )


@claim(
    "deepcopy.non-leaf-parameter",
    snippet="non_leaf_parameter.py",
    exception_to="deepcopy.non-leaf-raises",
    en="A `Parameter` that is not a leaf, such as a frozen `p` after `p.copy_(src)` from a `src` that requires grad, is copied without error, as a new leaf.",
    zh="不是叶子张量的 `Parameter` 可以正常复制，副本是一个新的叶子张量；例如冻结的 `p` 从需要梯度的 `src` 执行 `p.copy_(src)` 之后就是这样。",
)
def _(run):
    p, q = run["p"], run["q"]
    return (
        isinstance(p, torch.nn.Parameter)
        and not p.is_leaf
        and type(p.grad_fn).__name__ == "CopyBackwards"
        and type(q) is torch.nn.Parameter
        and q.is_leaf
        and q.grad_fn is None
        and q.requires_grad
        and equal(q.detach(), [1.0, 1.0, 1.0])
        and not shares_storage(p, q)
    )


@claim(
    "deepcopy.non-leaf-fix",
    snippet="non_leaf_fix.py",
    en="To copy a non-leaf, copy its values without the history: `copy.deepcopy(b.detach())` and `b.detach().clone()` give the values of `b` in new memory.",
    zh="要复制非叶子张量，先丢掉它的计算历史：`copy.deepcopy(b.detach())` 和 `b.detach().clone()` 都能在新的内存里得到 `b` 的值。",
)
def _(run):
    b, copied, cloned = run["b"], run["copied"], run["cloned"]
    return (
        not b.is_leaf
        and all(
            equal(t, b.detach()) and not shares_storage(t, b) and t.grad_fn is None and not t.requires_grad
            for t in (copied, cloned)
        )
    )


@claim(
    "deepcopy.non-leaf-new-leaf",
    snippet="non_leaf_fix.py",
    en="`b.detach().clone().requires_grad_()` is a new leaf that requires grad, in new memory.",
    zh="`b.detach().clone().requires_grad_()` 是一个需要梯度的新叶子张量，数据在新的内存里。",
)
def _(run):
    b, leaf = run["b"], run["leaf"]
    return not b.is_leaf and leaf.is_leaf and leaf.requires_grad and not shares_storage(leaf, b)


# --- no history -----------------------------------------------------------------------------------------


@claim(
    "deepcopy.no-history",
    snippet="history.py",
    over=over(scoped(tensors("requires-grad", "leaf"), "leaf view that requires grad"), DEEPCOPY),
    en="`copy.deepcopy` copies no autograd history: a backward pass through the copy fills the copy's `.grad` and leaves the original's `.grad` as `None`.",
    zh="`copy.deepcopy` 不复制计算历史：经过副本做反向传播，梯度只写进副本的 `.grad`，原张量的 `.grad` 仍是 `None`。",
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


# --- shared memory ----------------------------------------------------------------------------------------


SHARED_FAMILY = over(tensors(only=NO_GRAD_NOT_PARAMETERS, but=("meta",) + BITS), ops("view"))
SHARED_NOT_COVERED = (
    ("a tensor that requires grad: its view is no leaf", "需要梯度的张量：它的视图不是叶子张量"),
    ("`Parameter` (next)", "`Parameter`（见下一条）"),
)


@claim(
    "deepcopy.shared-storage",
    snippet="shared.py",
    devices=("cpu", "cuda"),
    over=SHARED_FAMILY,
    not_covered=SHARED_NOT_COVERED,
    en="A tensor and a view of it, deep-copied in one container, become two new tensors on one new storage, with the same offsets and strides.",
    zh="把张量和它的视图（view）放在同一个容器里一起深拷贝，得到的两个新张量共享一块新的存储，偏移和步幅都与原来相同。",
)
def _(run):
    a, pair = run["a"], run["pair"]

    def still_shared(case):
        t, v = case.tensor, case.apply()
        first, second = copy.deepcopy([t, v])
        return (shares_storage(first, second) and not shares_storage(first, t)
                and second.storage_offset() == v.storage_offset() and second.stride() == v.stride())

    return (
        shares_storage(pair[0], pair[1])
        and not shares_storage(pair[0], a)
        and pair[1].storage_offset() == 1
        and equal(pair[1], [100.0, 2.0, 3.0])
        and equal(a, [0.0, 1.0, 2.0, 3.0])
        and run.each(still_shared)
    )


@claim(
    "deepcopy.shared-base",
    snippet="shared.py",
    devices=("cpu", "cuda"),
    over=SHARED_FAMILY,
    not_covered=SHARED_NOT_COVERED,
    en="The copied view is no view in autograd's sense: its `_base` is `None`.",
    zh="复制出的视图在自动求导（autograd）意义上不再是视图：它的 `_base` 是 `None`。",
)
def _(run):
    pair = run["pair"]

    def no_base(case):
        t, v = case.tensor, case.apply()
        first, second = copy.deepcopy([t, v])
        return second._base is None and shares_storage(first, second)

    return pair[1]._base is None and run["a"][1:]._base is run["a"] and run.each(no_base)


@claim(
    "deepcopy.parameter-view",
    snippet="shared_parameter.py",
    over=over(tensors("parameter", but=("Parameter",)), ops("view")),
    not_covered=(("a `Parameter` that requires grad, whose views other than `detach()` are not leaves: `copy.deepcopy` raises",
                  "需要梯度的 `Parameter`：除 `detach()` 外，它的视图都不是叶子张量，`copy.deepcopy` 会抛出错误", ("Parameter",)),),
    exception_to="deepcopy.shared-storage",
    en="A frozen `Parameter` and a view of it, deep-copied in one container, stop sharing memory: the `Parameter`'s copy gets storage of its own.",
    zh="冻结的 `Parameter` 和它的视图放在同一个容器里一起深拷贝后，就不再共享内存：`Parameter` 的副本得到单独的存储。",
)
def _(run):
    pair = run["pair"]

    def not_shared(case):
        t, v = case.tensor, case.apply()
        first, second = copy.deepcopy([t, v])
        return type(first) is torch.nn.Parameter and not shares_storage(first, second) and equal(second, v)

    def refused(case):
        if case.op.code == "t.detach()":  # a leaf: copied as the sentence says
            return not_shared(case)
        t, v = case.tensor, case.apply()
        return t.requires_grad and not v.is_leaf and raises(lambda: copy.deepcopy([t, v]), RuntimeError, DEEPCOPY_ERROR)

    return (
        not shares_storage(pair[0], pair[1])
        and printed(run, "copies share memory: False")
        and run.each(not_shared)
        # the Parameter the family leaves out (one that requires grad): its view is no leaf, and the copy raises
        and Tally(over(tensors(only=("Parameter",)), ops("view"))).each(refused, run.device)
    )


@claim(
    "deepcopy.memo",
    snippet="memo.py",
    over=over(tensors("leaf")),
    en="A tensor that appears twice in one container is copied once: both places in the copy hold one new tensor, not two.",
    zh="同一个张量在容器里出现两次时只复制一次：副本中的两个位置是同一个新张量。",
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
    not_covered=(("a view on the meta device", "meta 设备上的视图"),),
    en="Deep-copying a view copies the whole storage behind it and keeps the view's storage offset: the copy of a 2-element slice of a 6-element tensor has a 6-element storage.",
    zh="深拷贝视图时，复制的不只是视图的元素，而是它背后的整块存储，并保留视图的存储偏移：对 6 个元素的张量取 2 个元素的切片，其副本的存储仍有 6 个元素。",
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
    "deepcopy.clone-slice",
    snippet="view.py",
    en="To copy a small slice of a large tensor, `clone()` the slice: the clone of the same slice holds memory for its 2 elements only.",
    zh="只想复制大张量里的一小段切片时，请对切片调用 `clone()`：同一个切片的克隆只为这 2 个元素分配内存。",
)
def _(run):
    w = run["w"]
    return w.untyped_storage().nbytes() == 2 * 4 and w.storage_offset() == 0 and w.tolist() == [2.0, 3.0]


# --- parameters and modules ---------------------------------------------------------------------------------


@claim(
    "deepcopy.parameter",
    snippet="parameter.py",
    over=over(tensors(only=PARAMETERS), DEEPCOPY),
    en="The copy of an `nn.Parameter` is a new `nn.Parameter` with the same `requires_grad`, in new memory.",
    zh="`nn.Parameter` 的副本是一个新的 `nn.Parameter`，`requires_grad` 不变，数据在新的内存里。",
)
def _(run):
    p, q = run["p"], run["q"]

    def parameter_copy(case):
        t = case.tensor
        b = case.apply()
        return (type(b) is torch.nn.Parameter and b is not t and b.requires_grad == t.requires_grad
                and not shares_storage(b, t) and equal(b, t))

    return (
        isinstance(q, torch.nn.Parameter)
        and q.requires_grad
        and not shares_storage(p, q)
        and run.each(parameter_copy)
    )


@claim(
    "deepcopy.parameter-layout",
    snippet="parameter.py",
    over=over(tensors(only=PARAMETERS), DEEPCOPY),
    en="A `Parameter` is copied as `clone()` copies it: from storage offset 0, in a storage of just its own elements.",
    zh="`Parameter` 的复制方式与 `clone()` 相同：副本从存储偏移 0 开始，存储里只有它自己的元素。",
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
    over=over(MODULES, DEEPCOPY),
    not_covered=(("a module that holds a non-leaf tensor other than a `Parameter`, such as its `weight` with grad mode on "
                  "right after `torch.nn.utils.prune.l1_unstructured`, or after a forward pass through `torch.nn.utils.spectral_norm`",
                  "持有非叶子张量的模块，这个张量不是 `Parameter`：例如梯度模式开启时，刚执行完 "
                  "`torch.nn.utils.prune.l1_unstructured`，或经 `torch.nn.utils.spectral_norm` 做过一次前向传播之后的 `weight`"),),
    en="Deep-copying a module copies each parameter and buffer into new memory, parameters as `nn.Parameter`, and keeps tied weights tied.",
    zh="深拷贝模块时，每个参数和缓冲区都复制到新的内存里，参数仍是 `nn.Parameter`，权重绑定（tied weights）也依然保留。",
)
def _(run):
    l1, l2 = run["layer"], run["layer2"]

    def module_copy(case):
        m = case.tensor
        m2 = case.apply()
        old = dict(m.named_parameters(remove_duplicate=False))
        new = dict(m2.named_parameters(remove_duplicate=False))
        ties_kept = all((old[x] is old[y]) == (new[x] is new[y]) for x in old for y in old)
        buffers = all(equal(b, m.get_buffer(n)) and not shares_storage(b, m.get_buffer(n)) for n, b in m2.named_buffers())
        return (new.keys() == old.keys() and ties_kept and buffers
                and all(type(new[n]) is torch.nn.Parameter and equal(new[n], old[n]) and not shares_storage(new[n], old[n])
                        for n in old))

    def pruned_and_spectral_non_leaf():
        """The cases the not-covered label names: with grad mode on, ``prune.l1_unstructured`` (no forward pass yet)
        and a forward pass through ``spectral_norm`` leave a ``weight`` that is a non-leaf plain tensor, which
        ``copy.deepcopy`` refuses; each is made under ``torch.enable_grad()``."""
        import torch.nn.utils.prune as prune

        with torch.enable_grad():
            pruned = torch.nn.Linear(3, 3)
            prune.l1_unstructured(pruned, "weight", amount=0.3)
            spectral = torch.nn.utils.spectral_norm(torch.nn.Linear(3, 3))
            leaf_before = spectral.weight.is_leaf
            spectral(torch.ones(1, 3))
        return leaf_before and all(
            not m.weight.is_leaf and type(m.weight) is torch.Tensor
            and raises(lambda: copy.deepcopy(m), RuntimeError, DEEPCOPY_ERROR)
            for m in (pruned, spectral)
        )

    return (
        isinstance(l2.weight, torch.nn.Parameter)
        and equal(l1.weight, l2.weight)
        and not shares_storage(l1.weight, l2.weight)
        and run.each(module_copy)
        and pruned_and_spectral_non_leaf()
    )


@claim(
    "deepcopy.weight-norm",
    snippet="module.py",
    over=over(scoped(None, "Linear with weight_norm"), DEEPCOPY),
    exception_to="deepcopy.module",
    en="After `torch.nn.utils.weight_norm` or a forward pass, each with grad mode on, the module's `weight` is not a leaf: `copy.deepcopy` raises the `RuntimeError` above.",
    zh="在梯度模式开启时执行 `torch.nn.utils.weight_norm` 或前向传播之后，模块的 `weight` 不是叶子张量：`copy.deepcopy` 会抛出上文的 `RuntimeError`。",
)
def _(run):
    normed = run["normed"]

    def refused(case):
        m = case.tensor
        if not (torch.is_grad_enabled() and not m.weight.is_leaf and raises(case.apply, RuntimeError, DEEPCOPY_ERROR)):
            return False
        with torch.no_grad():
            m(torch.ones(1, 3))  # the weight is a leaf again ...
        m(torch.ones(1, 3))  # ... until a forward pass with grad mode on
        return not m.weight.is_leaf and raises(case.apply, RuntimeError, DEEPCOPY_ERROR)

    return (
        not normed.weight.is_leaf
        and type(normed.weight.grad_fn).__name__ == "WeightNormInterfaceBackward0"
        and printed(run, "RuntimeError: Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment.")
        and printed(run, "after a forward pass with grad mode on: RuntimeError: Only Tensors created explicitly by the user "
                    "(graph leaves) support the deepcopy protocol at the moment.")
        and run.each(refused)
    )


@claim(
    "deepcopy.weight-norm-no-grad",
    snippet="module.py",
    over=over(scoped(None, "Linear with weight_norm"), DEEPCOPY),
    exception_to="deepcopy.weight-norm",
    en="Under `torch.no_grad()`, `weight_norm` and each forward pass leave `weight` a leaf, and `copy.deepcopy` copies the module.",
    zh="在 `torch.no_grad()` 下，`weight_norm` 和每次前向传播都让 `weight` 保持为叶子张量，`copy.deepcopy` 可以复制这个模块。",
)
def _(run):
    eval_normed = run["eval_normed"]

    def copied(case):
        m = case.tensor
        with torch.no_grad():
            m(torch.ones(1, 3))  # a forward pass under no_grad, as in evaluation
        m2 = case.apply()
        return (m.weight.is_leaf and isinstance(m2, torch.nn.Linear) and equal(m2.weight, m.weight)
                and not shares_storage(m2.weight, m.weight))

    def made_under_no_grad():
        import warnings

        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            m = torch.nn.utils.weight_norm(torch.nn.Linear(3, 2))
        return m.weight.is_leaf and isinstance(copy.deepcopy(m), torch.nn.Linear)

    return (
        eval_normed.weight.is_leaf
        and printed(run, "after a forward pass under no_grad, normed.weight is a leaf: True")
        and printed(run, "copied: True")
        and printed(run, "weight_norm under no_grad, copied: True")
        and made_under_no_grad()
        and run.each(copied)
    )


@claim(
    "deepcopy.parametrizations",
    snippet="module.py",
    en="With `torch.nn.utils.parametrizations.weight_norm` instead, `copy.deepcopy` copies the module.",
    zh="改用 `torch.nn.utils.parametrizations.weight_norm`，`copy.deepcopy` 就能复制这个模块。",
)
def _(run):
    param, param2 = run["param"], run["param2"]
    return (
        equal(param2.weight, param.weight)
        and not shares_storage(param2.weight, param.weight)
        and printed(run, "parametrizations.weight_norm copied, equal weights: True")
    )


# --- copy.copy: a shallow copy -----------------------------------------------------------------------


@claim(
    "deepcopy.shallow-copy",
    snippet="shallow.py",
    en="`copy.copy(a)` is a shallow copy: a new tensor object on the memory of `a`, so `a.add_(1)` shows in it, while `copy.deepcopy(a)` keeps the old values.",
    zh="`copy.copy(a)` 是浅拷贝：它是一个新的张量对象，却仍用 `a` 的内存，所以 `a.add_(1)` 的结果在它上面也看得到；`copy.deepcopy(a)` 则保留原来的值。",
)
def _(run):
    a, s, d = run["a"], run["s"], run["d"]
    return (
        s is not a
        and shares_storage(s, a)
        and equal(s, a)
        and not shares_storage(d, a)
        and equal(d, torch.arange(3.0, device=d.device))
        and printed(run, "copy.deepcopy(a): tensor([0., 1., 2.])")
    )


@claim(
    "deepcopy.shallow-non-leaf",
    snippet="shallow_non_leaf.py",
    en="Unlike `copy.deepcopy`, `copy.copy(y)` of the non-leaf `y = w * 2` raises no error: it gives a leaf with no `grad_fn` that requires grad and shares the memory of `y`.",
    zh="与 `copy.deepcopy` 不同，对非叶子张量 `y = w * 2` 调用 `copy.copy(y)` 不会报错：得到的是一个没有 `grad_fn`、需要梯度的叶子张量，并与 `y` 共享内存。",
)
def _(run):
    y, s = run["y"], run["s"]
    return (
        not y.is_leaf
        and s is not y
        and s.grad_fn is None
        and s.is_leaf
        and s.requires_grad
        and shares_storage(s, y)
        and raises(lambda: copy.deepcopy(y), RuntimeError, "Only Tensors created explicitly by the user")
    )
