import torch

from tensorfacts.catalogue import TENSORS, Op, Selection, Tally, contexts, ops, over, scoped, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import copy_advice, equal, printed, raised, raises, same_data, shares_storage, warned

NON_LEAF_WARNING = "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed"
LEAF_INPLACE_ERROR = "a leaf Variable that requires grad is being used in an in-place operation."
LEAF_VIEW_ERROR = "a view of a leaf Variable that requires grad is being used in an in-place operation."
RESIZE_ERROR = "cannot resize variables that require grad"
NO_GRAD_VIEW_ERROR = "A view was created in no_grad mode and is being modified inplace with grad mode enabled."
INFERENCE_VIEW_ERROR = "A view was created in inference mode and is being modified inplace in normal mode."
NO_GRAD_VIEW = "no_grad view of a leaf that requires grad"
INFERENCE_VIEW = "inference-mode view of a leaf that requires grad"
TENSOR_COPY_WARNING = "To copy construct from a tensor, it is recommended to use sourceTensor."


def stride_order(t):
    """The dimensions of ``t`` from the largest stride to the smallest."""
    return sorted(range(t.dim()), key=lambda d: -t.stride(d))


def dense(t):
    """Whether ``t`` covers its storage with no gap and no overlap."""
    return t.untyped_storage().nbytes() == t.numel() * t.element_size() and 0 not in t.stride()


def nonzero_order(t):
    """The dimensions of ``t`` longer than 1 whose stride is not 0, from the largest stride to the smallest."""
    return sorted((d for d in range(t.dim()) if t.stride(d) != 0 and t.size(d) > 1), key=lambda d: -t.stride(d))


def has_memory(t):
    """Whether ``t`` has elements in memory: a meta tensor has no memory, an empty one no element (its data pointer is 0)."""
    return t.device.type != "meta" and t.numel() > 0


def same_values(a, b):
    """Equal values (a meta tensor has none to compare)."""
    return a.device.type == "meta" or bool(torch.equal(a.cpu(), b.cpu()))


CLONE = ops("copy", only=("t.clone()",))
GRAD_ON = contexts(but=("torch.no_grad()", "inference mode"))
GRAD_OFF = contexts("torch.no_grad()", "inference mode", "torch.set_grad_enabled(False)")
"""Every way of turning grad mode off."""
LEAVES = tensors("requires-grad", "leaf", but=(NO_GRAD_VIEW, INFERENCE_VIEW))
"""The leaves that require grad and are no view (the views taken under no_grad or in inference mode left out)."""
IN_PLACE = ops("in-place", "in-place-more")
"""The in-place operations that write values: arithmetic, clamp_, copy_, fill_, zero_, neg_, exp_, item assignment."""
FLOAT_NO_GRAD = tuple(c.name for c in TENSORS if "float" in c.tags and "requires-grad" not in c.tags
                      and not {"ndarray", "module"} & c.tags)
"""The floating-point tensor cases that do not require grad."""


CHANNELS_LAST = ("channels_last", "channels_last slice", "channels_last_3d")
"""The tensor cases whose strides make torch suggest a channels_last (4-D) or channels_last_3d (5-D) memory format."""
TO_CONTIGUOUS = ops("same-if-unchanged", only=("t.to(memory_format=torch.contiguous_format)",))
LIKE = ops("like-factory", only=("torch.empty_like(t)", "torch.zeros_like(t)", "torch.ones_like(t)", "torch.full_like(t, 7)"))


def suggested_format(t):
    """The memory format torch infers from the strides of ``t`` (what ``to()`` and ``*_like`` compare against)."""
    from torch._prims_common import suggest_memory_format

    return suggest_memory_format(t)


def longer_than_one(t, strides):
    """``strides`` of the dimensions of ``t`` longer than 1 (a dimension of size 1 reaches no second element)."""
    return [s for size, s in zip(t.shape, strides) if size > 1]


# --- new memory, same contents -----------------------------------------------------------------

@claim(
    "clone.same-contents",
    snippet="memory.py",
    over=over(tensors(), CLONE),
    en="`clone()` returns a tensor with the same values, dtype, device and shape as its source.",
    zh="`clone()` 返回的张量与源张量的值、数据类型（dtype）、设备和形状都相同。",
    not_covered=(("meta tensor, which holds no values to compare", "meta 张量：没有可比较的值"),),
)
def _(run):
    a, b = run["a"], run["b"]

    def holds(case):
        t, c = case.tensor, case.apply()
        return c.dtype == t.dtype and c.device == t.device and c.shape == t.shape and same_values(c, t)

    return (
        printed(run, "equal values: True")
        and equal(a[1:], b[1:])
        and b.dtype == a.dtype
        and b.device == a.device
        and b.shape == a.shape
        and run.each(holds)
    )


@claim(
    "clone.new-memory",
    snippet="memory.py",
    over=over(tensors(), CLONE),
    en="The clone lives in new memory: writing to it, as `b[0] = 100.0` does, leaves the source `a` as it was.",
    zh="克隆出的张量位于新的内存中：改写它，比如 `b[0] = 100.0`，源张量 `a` 保持原样。",
    not_covered=(("empty and meta tensors, which have no memory", "空张量和 meta 张量：没有内存"),),
)
def _(run):
    a, b = run["a"], run["b"]

    def holds(case):
        t = case.tensor
        before = t.detach().clone()
        c = case.apply()
        with torch.no_grad():
            c.fill_(100)
        if not has_memory(t):
            return c is not t
        return not shares_storage(c, t) and c.data_ptr() != t.data_ptr() and bool(torch.equal(t.detach(), before))

    return (
        not shares_storage(a, b)
        and equal(a, torch.tensor([1.0, 2.0, 3.0]))
        and equal(b, torch.tensor([100.0, 2.0, 3.0]))
        and run.each(holds)
    )


# --- still in the autograd graph ---------------------------------------------------------------

@claim(
    "clone.in-graph",
    snippet="graph.py",
    over=over(tensors("requires-grad"), CLONE, GRAD_ON),
    en="With grad mode on, the clone of a tensor that requires grad stays in the autograd graph: it requires grad, and its `grad_fn` is `CloneBackward0`.",
    zh="在梯度模式开启时，需要梯度的张量的克隆仍留在计算图中：它需要梯度，`grad_fn` 是 `CloneBackward0`。",
    not_covered=(("an inference tensor that requires grad, whose clone has another `grad_fn`",
                  "需要梯度的推理张量：其克隆的 `grad_fn` 不同"),),
)
def _(run):
    c = run["c"]

    def holds(case):
        r = case.apply()
        return r.requires_grad is True and r.grad_fn is not None and r.grad_fn.name() == "CloneBackward0"

    return c.requires_grad is True and c.grad_fn is not None and c.grad_fn.name() == "CloneBackward0" and run.each(holds)


@claim(
    "clone.not-leaf",
    snippet="graph.py",
    over=over(tensors("requires-grad"), CLONE, GRAD_ON),
    en="With grad mode on, the clone of a tensor that requires grad is not a leaf, even when its source is one.",
    zh="在梯度模式开启时，需要梯度的张量的克隆不是叶子张量，即使源张量是叶子张量。",
)
def _(run):
    return run["c"].is_leaf is False and run["x"].is_leaf is True and run.each(lambda case: case.apply().is_leaf is False)


@claim(
    "clone.no-grad",
    snippet="no_grad.py",
    over=over(tensors("requires-grad", "leaf"), CLONE, GRAD_OFF),
    exception_to=("clone.in-graph", "clone.not-leaf"),
    en="Inside `torch.no_grad()`, `x.clone()` records nothing: the clone has no `grad_fn`, does not require grad, and is a leaf.",
    zh="在 `torch.no_grad()` 中，`x.clone()` 什么都不记录：克隆没有 `grad_fn`，不需要梯度，是叶子张量。",
)
def _(run):
    c, x = run["c"], run["x"]

    def holds(case):
        r = case.apply()
        return case.tensor.requires_grad and r.grad_fn is None and r.requires_grad is False and r.is_leaf

    return x.requires_grad and c.grad_fn is None and c.requires_grad is False and c.is_leaf and run.each(holds)


# --- where the gradients go --------------------------------------------------------------------

@claim(
    "clone.grad-to-source",
    snippet="grad_flow.py",
    over=over(tensors("requires-grad", but=(NO_GRAD_VIEW, INFERENCE_VIEW)), ops("differentiable")),
    not_covered=(("a computation that reads the memory layout, such as `as_strided`", "依赖内存布局的计算，例如 `as_strided`"),),
    en="Backward through a computation on the clone gives the source the same gradient as without the clone: here `x.grad` equals `2 * x`.",
    zh="经过克隆做计算再反向传播，源张量得到的梯度与不经过克隆时相同：这里 `x.grad` 等于 `2 * x`。",
)
def _(run):
    x = run["x"]

    def same_gradient(case):
        t = case.tensor
        (direct,) = torch.autograd.grad(case.op.apply(t).sum(), t)
        (through,) = torch.autograd.grad(case.op.apply(t.clone()).sum(), t)
        return bool(torch.equal(direct, through))

    return x.grad is not None and equal(x.grad, 2 * x.detach()) and run.each(same_gradient)


@claim(
    "clone.grad-none-warns",
    snippet="grad_flow.py",
    en="The clone's own `.grad` stays `None`, and reading it emits a `UserWarning` that it is not a leaf tensor.",
    zh="克隆自身的 `.grad` 仍是 `None`，而且读取它会发出 `UserWarning`，提示它不是叶子张量。",
)
def _(run):
    return run["c_grad"] is None and warned(run, "UserWarning", NON_LEAF_WARNING)


@claim(
    "clone.retain-grad",
    snippet="retain_grad.py",
    en="After `c.retain_grad()`, the clone keeps its gradient too: `c.grad` is filled with the same values as `x.grad`.",
    zh="调用 `c.retain_grad()` 之后，克隆也会保留自己的梯度：`c.grad` 被填入与 `x.grad` 相同的值。",
)
def _(run):
    x, c = run["x"], run["c"]
    return (
        c.grad is not None
        and x.grad is not None
        and equal(c.grad, x.grad)
        and not same_data(c.grad, x.grad)
        and not warned(run, "UserWarning", NON_LEAF_WARNING)
    )


@claim(
    "clone.source-only",
    snippet="source_only.py",
    en="The path runs only from the clone back to its source: a computation that uses only the source fills `x.grad`, while `c.grad` stays `None` even with `retain_grad()`.",
    zh="这条路径只从克隆通往源张量：只用到源张量的计算会填入 `x.grad`，而 `c.grad` 即使调用了 `retain_grad()` 也仍是 `None`。",
)
def _(run):
    return run["x"].grad is not None and run["c"].grad is None


# --- a clone as a new leaf ---------------------------------------------------------------------

@claim(
    "clone.new-leaf",
    snippet="new_leaf.py",
    over=over(tensors(only=FLOAT_NO_GRAD), ops("clone-variant", only=("t.clone().requires_grad_()",))),
    en="`.requires_grad_()` on the clone of a floating-point tensor that does not require grad makes a new leaf: backward fills its own `.grad`, and the source's `.grad` stays `None`.",
    zh="对不需要梯度的浮点张量先克隆、再调用 `.requires_grad_()`，得到的是新的叶子张量：反向传播写入它自己的 `.grad`，源张量的 `.grad` 仍是 `None`。",
    not_covered=(("a clone made in inference mode", "在推理模式下做的克隆"),),
)
def _(run):
    c, x = run["c"], run["x"]

    def holds(case):
        t, r = case.tensor, case.apply()
        if not (r.is_leaf and r.grad_fn is None and r.requires_grad):
            return False
        r.backward(torch.ones_like(r))
        return r.grad is not None and t.grad is None

    return c.is_leaf and c.grad_fn is None and c.grad is not None and equal(c.grad, 2 * x) and x.grad is None and run.each(holds)


# --- clone before changing in place ------------------------------------------------------------

@claim(
    "clone.leaf-inplace-error",
    snippet="leaf_inplace.py",
    over=over(LEAVES, IN_PLACE, GRAD_ON),
    en="With grad mode on, an in-place operation such as `x += 1` on a leaf that requires grad raises `RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.`",
    zh="在梯度模式开启时，对需要梯度的叶子张量做 `x += 1` 这样的原地操作（in-place operation），会抛出 `RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.`（需要梯度的叶子张量被用于原地操作）。",
    not_covered=(("writes through `out=`", "通过 `out=` 的写入"), ("`apply_()` and `map_()`", "`apply_()` 和 `map_()`")),
)
def _(run):
    def refused(case):
        try:
            case.apply()
        except RuntimeError as error:
            return type(error) is RuntimeError and str(error).startswith(LEAF_INPLACE_ERROR)
        return False

    return (raised(run, RuntimeError, LEAF_INPLACE_ERROR) and str(run.error).startswith(LEAF_INPLACE_ERROR)
            and run["x"].is_leaf and run.each(refused))


@claim(
    "clone.leaf-view-inplace-error",
    snippet="leaf_inplace.py",
    over=over(scoped(None, "leaf view that requires grad"), IN_PLACE, GRAD_ON),
    exception_to="clone.leaf-inplace-error",
    en="On a leaf that is itself a view, such as `torch.arange(1.0, 5.0)[:3].requires_grad_()`, the message is `RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.`",
    zh="如果叶子张量本身是视图（view），例如 `torch.arange(1.0, 5.0)[:3].requires_grad_()`，错误信息则是 `RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.`（需要梯度的叶子张量的视图被用于原地操作）。",
    not_covered=(("a view taken under `torch.no_grad()` or in inference mode, which raises another error",
                  "在 `torch.no_grad()` 下或推理模式中取得的视图：抛出的是另一个错误"),),
)
def _(run):
    def refused(case):
        try:
            case.apply()
        except RuntimeError as error:
            return type(error) is RuntimeError and str(error).startswith(LEAF_VIEW_ERROR)
        return False

    def taken_with_grad_off():
        """What the not-covered label says: a leaf that is a view taken with grad mode off raises another error."""
        messages = []
        for mode, message in ((torch.no_grad, NO_GRAD_VIEW_ERROR), (torch.inference_mode, INFERENCE_VIEW_ERROR)):
            w = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)
            with mode():
                v = w[1:]
            if not (v.is_leaf and v._is_view()):
                return False
            messages.append(raises(lambda: v.add_(1), RuntimeError, message))
        return all(messages)

    return raised(run, RuntimeError, LEAF_INPLACE_ERROR) and taken_with_grad_off() and run.each(
        lambda case: case.tensor.is_leaf and case.tensor._is_view() and refused(case))


VIEW_SETITEM = tuple(Op(code, code, "setitem-view") for code in (
    "t[0] = 5", "t[:2] = 5", "t[1:] = 5", "t[::2] = 5", "t[-1] = 5", "t[0] += 1", "t[0:1] = 5"))
"""Item assignment to an element or a part of a 1-D ``t`` of 3 elements, by integers and slices: through a view of
``t`` (kept out of the shared catalogue: only this page's claims try them)."""
SELF_SETITEM = tuple(Op(code, code, "setitem-self") for code in (
    "t[t > 1] = 0", "t[[0, 1]] = 5", "t[torch.tensor([0])] = 5", "t[...] = 5", "t[0:3] = 5"))
"""Item assignment by a mask, a list or a tensor of indices, ``...``, or a slice that spells out all 3 elements: on
``t`` itself."""


def _setitem_message(case):
    """The message of the RuntimeError that the case's item assignment raises (None when none is raised)."""
    t = case.tensor
    before = t.detach().clone()
    try:
        case.apply()
    except RuntimeError as error:
        return str(error) if type(error) is RuntimeError and torch.equal(t.detach(), before) and t.is_leaf else None
    return None


PURE_ADVANCED_2D = (
    "y[[0]] = 5", "y[y > 0] = 5", "y[...] = 5", "y[torch.tensor([1])] = 5", "y[[0, 1], [0, 2]] = 5",
    "y[torch.tensor([True, False])] = 5", "y[y > 0] += 1", "y[[0]] += 1", "y[torch.tensor([[0]])] = 5",
    "y[torch.tensor([0, 1]), torch.tensor([1, 2])] = 5", "y[torch.tensor([0], dtype=torch.int32)] = 5",
    "y[[0, 1]] = torch.ones(2, 3)")
"""Item assignments on a 2-D ``y`` through an index made only of masks, lists or tensors of indices (of one
dimension or more), alone or several, and ``y[...] = 5``."""


def _setitem_2d(codes):
    """The messages that item assignments ``codes`` on a fresh 2-D leaf that requires grad raise."""
    messages = []
    for code in codes:
        y = torch.ones(2, 3, requires_grad=True)
        try:
            exec(code, {"torch": torch, "y": y})  # noqa: S102 - this check's own code
            messages.append(None)
        except RuntimeError as error:
            messages.append(str(error))
    return messages


@claim(
    "clone.leaf-setitem",
    snippet="leaf_setitem.py",
    exception_to="clone.leaf-inplace-error",
    en="Assigning through integers and slices to an element or a part of `x` smaller than the whole, as in `x[0] = 5` or `x[:2] = 5`, writes through a view and raises `RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.`",
    zh="通过整数和切片给 `x` 的某个元素或比整体小的一部分赋值，例如 `x[0] = 5` 或 `x[:2] = 5`，是经由视图写入的，会抛出 `RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.`（需要梯度的叶子张量的视图被用于原地操作）。",
)
def _(run):
    x = run["x"]
    codes = ("x[0] = 5", "x[:2] = 5", "x[1:] = 5", "x[::2] = 5", "x[-1] = 5", "x[0] += 1")
    return (
        run.error is None
        and all(printed(run, f"{code}: RuntimeError: {LEAF_VIEW_ERROR}") for code in codes)
        and x.is_leaf and x.requires_grad and x.tolist() == [1.0, 2.0, 3.0]
        and Tally(over(LEAVES, Selection(VIEW_SETITEM), GRAD_ON)).each(
            lambda case: _setitem_message(case) == LEAF_VIEW_ERROR, run.device)
        and _setitem_2d(("y[0] = 5", "y[:, 0] = 5", "y[0, 1] = 5", "y[..., 0] = 5", "y[:1, 1:] = 5")) == [LEAF_VIEW_ERROR] * 5
    )


@claim(
    "clone.leaf-setitem-self",
    snippet="leaf_setitem.py",
    not_covered=(("a mask or indices mixed with integers, slices or `...`", "与整数、切片或 `...` 混用的掩码或索引"),
                 ("a 0-d index tensor", "0 维索引张量"),
                 ("`x[:] = 5`, whose message changed between 2.6 and 2.13", "`x[:] = 5`：它的错误信息在 2.6 与 2.13 之间有变化")),
    en="Assigning through an index made only of a mask or of lists or tensors of indices, as in `x[x > 1] = 0`, or through `x[...] = 5`, raises the leaf message `RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.`",
    zh="通过只由掩码、索引列表或索引张量构成的索引赋值，例如 `x[x > 1] = 0`，或者执行 `x[...] = 5`，抛出的是叶子张量的那条错误信息 `RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.`（需要梯度的叶子张量被用于原地操作）。",
)
def _(run):
    x = run["x"]
    codes = ("x[x > 1] = 0", "x[[0, 1]] = 5", "x[torch.tensor([0])] = 5", "x[...] = 5")
    return (
        run.error is None
        and all(printed(run, f"{code}: RuntimeError: {LEAF_INPLACE_ERROR}") for code in codes)
        and x.is_leaf and x.requires_grad and x.tolist() == [1.0, 2.0, 3.0]
        and Tally(over(LEAVES, Selection(SELF_SETITEM), GRAD_ON)).each(
            lambda case: _setitem_message(case) == LEAF_INPLACE_ERROR, run.device)
        and _setitem_2d(PURE_ADVANCED_2D) == [LEAF_INPLACE_ERROR] * len(PURE_ADVANCED_2D)
    )


INIT_UNSUPPORTED = (("a shape or dtype the function does not support, such as a 1-D tensor for `xavier_uniform_`",
                     "函数不支持的形状或数据类型，例如 `xavier_uniform_` 遇到 1 维张量"))
INIT_KNOWN = ("constant_", "dirac_", "eye_", "kaiming_normal_", "kaiming_uniform_", "normal_", "ones_", "orthogonal_",
              "sparse_", "trunc_normal_", "uniform_", "xavier_normal_", "xavier_uniform_", "zeros_")
"""The functions of ``torch.nn.init`` that fill a tensor in place, on every release from 2.3 to 2.15."""


def each_init_function(target):
    """Whether every in-place function of ``torch.nn.init`` (each name ending in ``_``) writes into ``target(leaf)``
    for a fresh leaf that requires grad (a plain one and a Parameter, 2-D, 3-D for ``dirac_``, float32 and float64),
    with grad mode on, without error, leaving the leaf a leaf that requires grad with no ``grad_fn``."""
    found = {name for name in dir(torch.nn.init) if name.endswith("_") and not name.startswith("_")}
    if not set(INIT_KNOWN) <= found:
        return False
    extra = {"constant_": (2.0,), "sparse_": (0.5,)}
    with torch.enable_grad():
        for name in sorted(found):
            for dtype in (torch.float32, torch.float64):
                for make in (lambda s: torch.full(s, 7.0, dtype=dtype, requires_grad=True),
                             lambda s: torch.nn.Parameter(torch.full(s, 7.0, dtype=dtype))):
                    leaf = make((4, 3, 3) if name == "dirac_" else (4, 3))
                    version = leaf._version
                    written = target(leaf)
                    if getattr(torch.nn.init, name)(written, *extra.get(name, ())) is not written:
                        return False
                    if not (leaf.is_leaf and leaf.requires_grad and leaf.grad_fn is None and leaf._version > version
                            and not bool((leaf.detach() == 7.0).all())):
                        return False
    return True


def init_unsupported():
    """What the not-covered label says: a 1-D tensor for the functions that need 2 dimensions or more raises ValueError."""
    one_d = torch.ones(3, requires_grad=True)
    return all(raises(lambda f=f: f(one_d), ValueError) for f in (
        torch.nn.init.xavier_uniform_, torch.nn.init.kaiming_normal_, torch.nn.init.orthogonal_, torch.nn.init.eye_))


@claim(
    "clone.leaf-inplace-init",
    snippet="leaf_init.py",
    over=over(scoped(LEAVES, "leaf view that requires grad"), ops("in-place-init", "in-place-init-random"), contexts()),
    exception_to="clone.leaf-inplace-error",
    en="The functions of `torch.nn.init`, such as `zeros_` or `xavier_uniform_`, write into a leaf that requires grad without error, and it stays a leaf that requires grad.",
    zh="`torch.nn.init` 的函数，例如 `zeros_` 或 `xavier_uniform_`，都能不报错地写入需要梯度的叶子张量，写入后它仍是需要梯度的叶子张量。",
    not_covered=(INIT_UNSUPPORTED,),
)
def _(run):
    x, w = run["x"], run["w"]
    filled = {"torch.nn.init.zeros_(t)": 0.0, "torch.nn.init.ones_(t)": 1.0, "torch.nn.init.constant_(t, 2.0)": 2.0}

    def writes(case):
        t = case.tensor
        version = t._version
        result = case.apply()
        values = t.detach()
        if case.op.family == "in-place-init-random":  # random values: only finite ones to compare
            new = values.device.type == "meta" or bool(torch.isfinite(values).all())
        else:
            new = bool((values == filled[case.op.name]).all())
        return (result is t and t.is_leaf and t.requires_grad and t.grad_fn is None and t._version > version and new)

    return (
        run.error is None and equal(x.detach(), torch.zeros(3)) and x.is_leaf and x.requires_grad
        and printed(run, "x.is_leaf: True  x.requires_grad: True")
        and isinstance(w, torch.nn.Parameter) and printed(run, "w.is_leaf: True  w.requires_grad: True")
        and run.each(writes)
        and each_init_function(lambda t: t)
        and init_unsupported()
    )


@claim(
    "clone.leaf-inplace-others",
    snippet="leaf_inplace_others.py",
    over=over(LEAVES, ops("detach-in-place", "in-place-no-write"), contexts(but=("inference mode",))),
    exception_to="clone.leaf-inplace-error",
    en="On such a leaf, `detach_()`, `requires_grad_(False)` and `share_memory_()` run without error; the first two leave it not requiring grad.",
    zh="对需要梯度的叶子张量，`detach_()`、`requires_grad_(False)` 和 `share_memory_()` 都能不报错地执行；前两个执行后，它不再需要梯度。",
    not_covered=(("a leaf that is a view", "本身是视图的叶子张量"),
                 ("`share_memory_()` on a meta or sparse leaf", "对 meta 或稀疏的叶子张量调用 `share_memory_()`")),
)
def _(run):
    def holds(case):
        t = case.tensor
        case.apply()
        return t.requires_grad is (case.op.name == "t.share_memory_()")

    return (
        printed(run, "x.detach_(): no error, x.requires_grad False")
        and printed(run, "x.requires_grad_(False): no error, x.requires_grad False")
        and printed(run, "x.share_memory_(): no error, x.requires_grad True")
        and run.each(holds)
    )


@claim(
    "clone.leaf-resize",
    snippet="leaf_inplace_others.py",
    over=over(LEAVES, ops("resize-in-place"), contexts(but=("inference mode",))),
    exception_to="clone.leaf-inplace-error",
    en="`resize_()` and `resize_as_()` raise `RuntimeError: cannot resize variables that require grad` instead, even to the leaf's own shape.",
    zh="`resize_()` 和 `resize_as_()` 则抛出 `RuntimeError: cannot resize variables that require grad`（不能调整需要梯度的变量的大小），哪怕调整为原有的形状。",
    not_covered=(("a leaf that is a view", "本身是视图的叶子张量"),),
)
def _(run):
    def refused(case):
        t = case.tensor
        shape = t.shape
        return (raises(case.apply, RuntimeError, RESIZE_ERROR) and raises(lambda: t.resize_as_(t), RuntimeError, RESIZE_ERROR)
                and t.shape == shape)

    return (printed(run, f"x.resize_(x.shape): RuntimeError: {RESIZE_ERROR}")
            and printed(run, f"x.resize_as_(x): RuntimeError: {RESIZE_ERROR}") and run.each(refused))


@claim(
    "clone.leaf-inplace-inference",
    snippet="leaf_inference.py",
    over=over(LEAVES, ops("detach-in-place", "resize-in-place"), contexts("inference mode")),
    exception_to=("clone.leaf-inplace-others", "clone.leaf-resize"),
    en="In inference mode, `detach_()` leaves a leaf that requires grad still requiring grad, and `resize_()` resizes it without error.",
    zh="在推理模式（inference mode）下，`detach_()` 之后，需要梯度的叶子张量仍需要梯度，`resize_()` 也能不报错地调整它的大小。",
)
def _(run):
    x = run["x"]

    def goes_through(case):
        t = case.tensor
        shape = t.shape
        result = case.apply()
        return result is t and t.is_leaf and t.requires_grad and t.shape == shape

    return (
        printed(run, "x.detach_(): x.requires_grad True")
        and printed(run, "x.resize_(4): no error, x.shape (4,)")
        and x.is_leaf and x.requires_grad and x.shape == (4,)
        and run.each(goes_through)
    )


@claim(
    "clone.leaf-inplace-no-grad",
    snippet="leaf_inplace_no_grad.py",
    over=over(scoped(LEAVES, "leaf view that requires grad"), IN_PLACE, GRAD_OFF),
    exception_to=("clone.leaf-inplace-error", "clone.leaf-view-inplace-error"),
    en="Inside `torch.no_grad()`, the same in-place operation writes into the leaf without error, and the leaf still requires grad.",
    zh="在 `torch.no_grad()` 中，同样的原地操作可以不报错地写入叶子张量，叶子张量仍需要梯度。",
    not_covered=(("`apply_()` and `map_()`", "`apply_()` 和 `map_()`"),),
)
def _(run):
    x = run["x"]

    def holds(case):
        t = case.tensor
        version = t._version
        case.apply()
        return t.is_leaf and t.requires_grad and t.grad_fn is None and t._version > version

    return (
        run.error is None
        and equal(x.detach(), torch.tensor([2.0, 3.0, 4.0]))
        and x.is_leaf
        and x.requires_grad
        and x.grad_fn is None
        and run.each(holds)
    )


@claim(
    "clone.inplace-on-clone",
    snippet="clone_inplace.py",
    en="With grad mode on, the same in-place operation on a clone of that leaf is allowed, leaves the leaf's values unchanged, and backward still reaches the leaf through it: here `x.grad` equals `2 * (x + 1)`.",
    zh="在梯度模式开启时，对这个叶子张量的克隆做同样的原地操作是允许的，叶子张量的值不变，反向传播也仍会经由克隆到达叶子张量：这里 `x.grad` 等于 `2 * (x + 1)`。",
)
def _(run):
    x, c = run["x"], run["c"]
    return (
        equal(x.detach(), torch.tensor([1.0, 2.0, 3.0]))
        and not shares_storage(x, c)
        and x.grad is not None
        and equal(x.grad, 2 * (x.detach() + 1))
    )


# --- memory format and strides -----------------------------------------------------------------

@claim(
    "clone.preserve-format",
    snippet="preserve_format.py",
    over=over(tensors("dense"), CLONE),
    en="`clone()` keeps the strides of a dense source, one without gaps or overlap, as `memory_format=torch.preserve_format` does: a transposed tensor's clone is transposed, a channels_last tensor's clone channels_last.",
    zh="`clone()` 会保留稠密源张量（无空隙、无重叠）的步幅，与 `memory_format=torch.preserve_format` 相同：转置张量的克隆仍是转置的，channels_last 张量的克隆仍是 channels_last。",
)
def _(run):
    t, n = run["t"], run["n"]

    def holds(case):
        source = case.tensor
        return case.apply().stride() == source.stride() == source.clone(memory_format=torch.preserve_format).stride()

    return run.each(holds) and (
        printed(run, f"t.clone().stride(): {t.stride()}")
        and printed(run, f"preserve_format: {t.stride()}")
        and not t.is_contiguous()
        and not t.clone().is_contiguous()
        and n.clone().stride() == n.stride()
        and n.clone().is_contiguous(memory_format=torch.channels_last)
        and not n.clone().is_contiguous()
    )


@claim(
    "clone.not-dense-order",
    snippet="not_dense.py",
    over=over(tensors("sliced"), CLONE),
    en="The clone of a source with gaps is dense, with its strides in the source's order, which need not be row-major: `s.clone()` is channels_last, `t.clone()` column-major.",
    zh="有空隙的源张量，其克隆是稠密的，步幅沿用源张量的大小顺序，不一定是行主序（row-major），也就不一定连续：`s.clone()` 是 channels_last，`t.clone()` 按列主序（column-major）排列。",
)
def _(run):
    s, sc, t, tc = run["s"], run["sc"], run["t"], run["tc"]

    def holds(case):
        source, c = case.tensor, case.apply()
        return (not dense(source) and dense(c) and c.stride() != source.stride()
                and stride_order(c) == stride_order(source) and same_values(c, source))

    return run.each(holds) and (
        not dense(s) and not dense(t)
        and dense(sc) and dense(tc)
        and sc.stride() != s.stride() and tc.stride() != t.stride()
        and stride_order(sc) == stride_order(s) and stride_order(tc) == stride_order(t)
        and sc.is_contiguous(memory_format=torch.channels_last) and not sc.is_contiguous()
        and not tc.is_contiguous() and tc.stride() == (1, t.shape[0])
        and s.contiguous().is_contiguous() and t.contiguous().is_contiguous()
        and equal(sc, s) and equal(tc, t)
    )


@claim(
    "clone.expanded-layout",
    snippet="expanded.py",
    over=over(tensors("overlapping"), CLONE),
    en="The clone of an expanded source has one memory location per element and keeps the order of its non-zero strides: `e.clone()` is contiguous, `et.clone()` has strides `(12, 1, 4)`.",
    zh="扩展得到的源张量，其克隆每个元素各占一个内存位置，并保持源张量非零步幅的大小顺序：`e.clone()` 是连续的，`et.clone()` 的步幅是 `(12, 1, 4)`。",
)
def _(run):
    e, et = run["e"], run["et"]
    ce, cet, _ = run["results"]["clone()"]

    def holds(case):
        source, c = case.tensor, case.apply()
        order = nonzero_order(source)
        return (0 in source.stride() and dense(c) and c.stride() != source.stride()
                and sorted(order, key=lambda d: -c.stride(d)) == order and same_values(c, source))

    return (
        0 in e.stride() and ce.stride() == (4, 1) and ce.is_contiguous() and dense(ce) and equal(ce, e)
        and et.stride() == (0, 1, 4) and cet.stride() == (12, 1, 4) and not cet.is_contiguous() and equal(cet, et)
        and run.each(holds)
    )


@claim(
    "clone.like-same-layout",
    snippet="expanded.py",
    over=over(tensors(but=("meta",)), LIKE),
    en="`torch.empty_like`, `torch.zeros_like`, `torch.ones_like` and `torch.full_like` give their result the strides that `clone()` gives ([pytorch/pytorch#156644](https://github.com/pytorch/pytorch/issues/156644), [pytorch/pytorch#158022](https://github.com/pytorch/pytorch/issues/158022)).",
    zh="`torch.empty_like`、`torch.zeros_like`、`torch.ones_like` 和 `torch.full_like` 给结果的步幅与 `clone()` 给的相同，见 [pytorch/pytorch#156644](https://github.com/pytorch/pytorch/issues/156644)、[pytorch/pytorch#158022](https://github.com/pytorch/pytorch/issues/158022)。",
)
def _(run):
    e, s = run["e"], run["s"]
    (ce, cet, cs) = run["results"]["clone()"]
    return (
        not dense(s)
        and cs.stride() != s.stride()
        and stride_order(cs) == stride_order(s)
        and not cs.is_contiguous()
        and all(
            le.stride() == ce.stride() and let.stride() == cet.stride() and ls.stride() == cs.stride()
            for code, (le, let, ls) in run["results"].items()
            if code != "clone()"
        )
        and ce.is_contiguous()
        and 0 in e.stride()
        and run.each(lambda case: case.apply().stride() == case.tensor.clone().stride())
    )


@claim(
    "clone.like-meta",
    snippet="expanded.py",
    over=over(scoped(tensors(only=("meta",)), "meta slice of one element", "meta sliced with a step"), LIKE),
    exception_to="clone.like-same-layout",
    en="On a meta tensor they match `clone()` along each dimension longer than 1, but can differ along one of size 1: `ms.clone().stride()` is `(2,)`, `torch.empty_like(ms).stride()` is `(1,)`.",
    zh="在 meta 张量上，它们在每个长度大于 1 的维度上与 `clone()` 一致，在长度为 1 的维度上则可能不同：`ms.clone().stride()` 是 `(2,)`，`torch.empty_like(ms).stride()` 是 `(1,)`。",
)
def _(run):
    ms = run["ms"]

    def along_longer_dims(case):
        t, r = case.tensor, case.apply()
        return t.device.type == "meta" and t.numel() > 0 and longer_than_one(t, r.stride()) == longer_than_one(t, t.clone().stride())

    return (
        ms.device.type == "meta" and ms.clone().stride() == (2,)
        and torch.empty_like(ms).stride() == torch.zeros_like(ms).stride() == (1,)
        and printed(run, "meta ms.clone().stride(): (2,)  torch.empty_like(ms).stride(): (1,)  torch.zeros_like(ms).stride(): (1,)")
        and run.each(along_longer_dims)
    )


@claim(
    "clone.contiguous-format",
    snippet="contiguous_format.py",
    over=over(tensors(), ops("clone-variant", only=("t.clone(memory_format=torch.contiguous_format)",))),
    en="With `memory_format=torch.contiguous_format`, `clone()` returns a contiguous tensor: the clones of the transposed `t` and the channels_last `n` have row-major strides.",
    zh="传入 `memory_format=torch.contiguous_format` 时，`clone()` 返回连续的张量：转置的 `t` 和 channels_last 的 `n`，其克隆都按行主序排列。",
)
def _(run):
    tc, nc, t, n = run["tc"], run["nc"], run["t"], run["n"]

    def holds(case):
        c = case.apply()
        return c.is_contiguous() and c is not case.tensor and same_values(c, case.tensor)

    return run.each(holds) and (
        not t.is_contiguous() and not n.is_contiguous()
        and tc.is_contiguous() and tc.stride() == (2, 1)
        and nc.is_contiguous() and nc.stride() == (12, 4, 2, 1)
    )


@claim(
    "clone.to-memory-format-noop",
    snippet="to_memory_format.py",
    over=over(tensors(but=CHANNELS_LAST), TO_CONTIGUOUS),
    en="`t.to(memory_format=torch.contiguous_format)` returns `t` itself, so a transposed `t` is still not contiguous; `t.contiguous()`, or `copy=True` in that call, gives row-major strides.",
    zh="`t.to(memory_format=torch.contiguous_format)` 直接返回 `t` 本身，所以转置的 `t` 仍不连续；`t.contiguous()`，或者在这个调用中加上 `copy=True`，才得到行主序（row-major）的步幅（stride）。",
)
def _(run):
    t, r, copied = run["t"], run["r"], run["copied"]

    def returned_itself(case):
        return case.apply() is case.tensor and suggested_format(case.tensor) == torch.contiguous_format

    return (
        run.each(returned_itself)
        and r is t
        and not r.is_contiguous()
        and copied.is_contiguous()
        and copied.stride() == (2, 1)
        and t.contiguous().stride() == (2, 1)
        and printed(run, "t.contiguous().stride(): (2, 1)")
    )


@claim(
    "clone.to-memory-format-copies",
    snippet="to_memory_format.py",
    over=over(tensors(only=CHANNELS_LAST), TO_CONTIGUOUS),
    exception_to="clone.to-memory-format-noop",
    en="Where the strides suggest a channels_last memory format, the same call copies into row-major strides, as for the 4-D `n` and the 5-D `v` here.",
    zh="如果步幅使 torch 推断出 channels_last 类的内存格式（memory format），同样的调用就会复制，得到行主序的步幅，比如这里 4 维的 `n` 和 5 维的 `v`。",
)
def _(run):
    n, rn, v, rv = run["n"], run["rn"], run["v"], run["rv"]

    def copied(case):
        t, c = case.tensor, case.apply()
        return (c is not case.tensor and c.is_contiguous() and not shares_storage(c, t) and same_values(c, t)
                and suggested_format(t) in (torch.channels_last, torch.channels_last_3d))

    return (
        n.dim() == 4 and rn is not n and rn.is_contiguous() and not shares_storage(rn, n)
        and v.dim() == 5 and rv is not v and rv.is_contiguous() and not shares_storage(rv, v)
        and suggested_format(n) == torch.channels_last and suggested_format(v) == torch.channels_last_3d
        and run.each(copied)
    )


# --- clone().detach() or detach().clone()? -----------------------------------------------------

@claim(
    "clone.order-answer",
    snippet="orders_compared.py",
    en="Prefer `x.detach().clone()`: it gives the same copy as `x.clone().detach()` without recording a clone in the autograd graph on the way.",
    zh="优先用 `x.detach().clone()`：它得到的副本与 `x.clone().detach()` 相同，过程中却不会把克隆记录进计算图。",
)
def _(run):
    x, a, b, first = run["x"], run["a"], run["b"], run["first"]
    return (
        equal(a, b)
        and not shares_storage(a, x) and not shares_storage(b, x) and not shares_storage(a, b)
        and a.untyped_storage().nbytes() == b.untyped_storage().nbytes() == run["nbytes"] == 12
        and not a.requires_grad and not b.requires_grad
        and first.grad_fn is not None and first.grad_fn.name() == "CloneBackward0"
        and run["second"].grad_fn is None and b.grad_fn is None
    )


@claim(
    "clone.detach-both-orders",
    snippet="both_orders.py",
    en="`x.clone().detach()` and `x.detach().clone()` give the same result: equal values, new memory independent of `x`, `requires_grad=False`, and a leaf tensor.",
    zh="`x.clone().detach()` 与 `x.detach().clone()` 的结果相同：值相等，位于与 `x` 无关的新内存中，`requires_grad=False`，并且是叶子张量（leaf tensor）。",
)
def _(run):
    a, b, x = run["a"], run["b"], run["x"]
    return (
        printed(run, "equal values: True")
        and not shares_storage(a, x) and not shares_storage(b, x)
        and equal(x.detach(), torch.tensor([1.0, 2.0, 3.0]))
        and not a.requires_grad and not b.requires_grad
        and a.is_leaf and b.is_leaf
    )


@claim(
    "clone.order-intermediate",
    snippet="order.py",
    en="They differ in the intermediate step: `x.clone()` is recorded in the autograd graph, with `grad_fn` `CloneBackward0`, while `x.detach().clone()` records nothing.",
    zh="两者的差别在中间一步：`x.clone()` 会被记录进计算图（autograd graph），`grad_fn` 是 `CloneBackward0`；而 `x.detach().clone()` 什么都不记录。",
    not_covered=(("an inference tensor that requires grad, whose clone has another `grad_fn`",
                  "需要梯度的推理张量：其克隆的 `grad_fn` 不同"),),
)
def _(run):
    return (
        run["first_clone"].grad_fn is not None
        and run["first_clone"].grad_fn.name() == "CloneBackward0"
        and run["first_detach"].requires_grad is False
        and printed(run, "x.detach().clone().grad_fn: None")
    )


@claim(
    "clone.tensor-copies",
    snippet="tensor_warning.py",
    over=over(tensors(but=("meta",)), ops("from-array", only=("torch.tensor(t)",)), contexts()),
    en="`torch.tensor(x)` on an existing tensor `x` emits a `UserWarning` starting `To copy construct from a tensor, it is recommended to use sourceTensor.` and returns a copy in new memory, on the device of `x`, that does not require grad.",
    zh="对已有张量 `x` 调用 `torch.tensor(x)`，会发出以 `To copy construct from a tensor, it is recommended to use sourceTensor.` 开头的 `UserWarning`（建议改用另一种复制写法），并返回位于新内存、在 `x` 所在设备上、不需要梯度的副本。",
    not_covered=(("a default device meta, where the result is a meta tensor", "默认设备为 meta 时：结果是 meta 张量"),
                 ("another default device, set by `torch.set_default_device`",
                  "用 `torch.set_default_device` 设置的其他默认设备"),
                 ("empty tensors, which have no memory", "空张量：没有内存")),
)
def _(run):
    x, y = run["x"], run["y"]

    def holds(case):
        t, r = case.tensor, case.apply()
        warns = any(category == "UserWarning" and TENSOR_COPY_WARNING in message for category, message in case.warnings)
        # a CPU tensor is copied to the default device when one is set (a default device meta here; on a CUDA run,
        # CUDA, which a from_numpy tensor is not built on); any other tensor stays on its own device
        default = torch.empty(0).device
        on_device = r.device == (default if t.device.type == "cpu" and default.type != "cpu" else t.device)
        if r.device.type == "meta":
            return warns and on_device and r.requires_grad is False and r.shape == t.shape
        copied = not has_memory(t) or (not shares_storage(r, t) and r._base is None)
        return warns and on_device and copied and r.requires_grad is False and same_values(r, t.detach())

    return run.each(holds) and (
        warned(run, "UserWarning", TENSOR_COPY_WARNING)
        and not shares_storage(x, y)
        and equal(x.detach(), torch.tensor([1.0, 2.0, 3.0]))
        and x.requires_grad
        and not y.requires_grad
    )


@claim(
    "clone.tensor-copy-warning",
    snippet="tensor_warning.py",
    torch=">=2.7",
    en="Since PyTorch 2.7 the warning recommends `sourceTensor.detach().clone()` or `sourceTensor.detach().clone().requires_grad_(True)`, the order that records no intermediate clone ([pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)).",
    zh="从 PyTorch 2.7 起，这条警告建议改用 `sourceTensor.detach().clone()` 或 `sourceTensor.detach().clone().requires_grad_(True)`，也就是不记录中间克隆的那种顺序，见 [pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)。",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.detach().clone()", "sourceTensor.detach().clone().requires_grad_(True)")


@claim(
    "clone.tensor-copy-advice-old",
    snippet="tensor_warning.py",
    torch="<2.7",
    en="Before PyTorch 2.7 it recommended the other order, `sourceTensor.clone().detach()` or `sourceTensor.clone().detach().requires_grad_(True)` ([pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)).",
    zh="PyTorch 2.7 之前，它建议的是另一种顺序：`sourceTensor.clone().detach()` 或 `sourceTensor.clone().detach().requires_grad_(True)`，见 [pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)。",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.clone().detach()", "sourceTensor.clone().detach().requires_grad_(True)")


@claim(
    "clone.tensor-meta-source",
    snippet="tensor_meta.py",
    exception_to="clone.tensor-copies",
    en="With no default device set, `torch.tensor(m)` on the meta tensor `m` emits the same `UserWarning` and returns a meta tensor: there is no data to copy.",
    zh="没有设置默认设备时，对 meta 张量 `m` 调用 `torch.tensor(m)` 会发出同一条 `UserWarning`，并返回一个 meta 张量：没有可复制的数据。",
)
def _(run):
    m, n = run["m"], run["n"]
    return (
        warned(run, "UserWarning", TENSOR_COPY_WARNING)
        and m.device.type == "meta"
        and n.device.type == "meta"
        and n is not m
        and n.shape == m.shape
        and not n.requires_grad
        and printed(run, "n.device: meta")
    )
