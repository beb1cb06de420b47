import re
import warnings

import torch

from tensorfacts.catalogue import TENSORS, Selection, Tally, TensorCase, contexts, ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raised, raises, warned


def _tensor_names(keep) -> tuple[str, ...]:
    """The catalogue's tensor cases (no arrays, no modules) whose tags ``keep`` accepts."""
    return tuple(c.name for c in tensors().items if keep(c.tags))


COMPLEX_LEAF = "complex leaf that requires grad"
DEEP_COPY = "deep copy of a leaf with a gradient"
ASSIGNED = "non-leaf with an assigned .grad"
RETAINED = "non-leaf after retain_grad()"
SGE = "torch.set_grad_enabled(False)"
GRAD_TAGS = {"requires-grad", "complex-grad", "grad-copied"}
"""The tags of the tensor cases that require grad (the complex leaf and the deep copy carry tags of their own)."""

NO_GRAD = _tensor_names(lambda tags: not tags & GRAD_TAGS)
"""Tensors that do not require grad."""

FLOATING_OR_COMPLEX = _tensor_names(lambda tags: bool(tags & {"float", "complex"}))
"""Floating-point and complex tensors, whether or not they require grad."""

FLOATING_OR_COMPLEX_NO_GRAD = _tensor_names(lambda tags: bool(tags & {"float", "complex"}) and not tags & GRAD_TAGS)

NUMERIC_NO_GRAD = _tensor_names(lambda tags: bool(tags & {"float", "complex", "integer"}) and not tags & GRAD_TAGS)
"""Floating-point, integer and complex tensors that do not require grad (bool left out in words)."""

INTEGER_OR_BOOL = _tensor_names(lambda tags: bool(tags & {"integer", "bool"}))

NO_GRAD_VIEW = "no_grad view of a leaf that requires grad"
INFERENCE_VIEW = "inference-mode view of a leaf that requires grad"
"""A view taken under torch.no_grad() of a leaf that requires grad: a leaf that requires grad whose .grad no
backward pass fills."""

REAL_LEAVES = tuple(c.name for c in tensors("requires-grad", "leaf").items)
"""Floating-point leaves that require grad (``requires_grad=True``, a ``Parameter``, the no_grad view)."""

NEW_LEAVES = tensors(only=REAL_LEAVES + (COMPLEX_LEAF,), but=(NO_GRAD_VIEW, INFERENCE_VIEW))
"""Leaves made to require grad, floating-point or complex, that no backward pass reached yet (the no_grad view,
which no backward pass fills, left out)."""

BF16_LEAF = "bfloat16 leaf that requires grad"
"""A case of the NumPy page: 3 elements of 2 bytes, which ``view(torch.int32)`` cannot regroup."""
LEAVES_THAT_REQUIRE_GRAD = tensors(only=REAL_LEAVES + (COMPLEX_LEAF, DEEP_COPY))
"""Leaves that require grad, the deep copy that holds a gradient from the start included."""

LEAVES_BUT_VIEW = tensors(only=REAL_LEAVES + (COMPLEX_LEAF, DEEP_COPY), but=(NO_GRAD_VIEW, INFERENCE_VIEW))
"""The same, the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad (no backward pass fills its .grad) left out."""

REQUIRE_GRAD = _tensor_names(lambda tags: bool(tags & GRAD_TAGS))
"""Every tensor case that requires grad: leaves, non-leaves, views, the complex leaf, the deep copy."""

REAL_REQUIRE_GRAD = _tensor_names(lambda tags: bool(tags & GRAD_TAGS) and "complex-grad" not in tags)

ALL_CONTEXTS = contexts(*(c.name for c in contexts().items), SGE)
"""Every context that surrounds the call, ``torch.set_grad_enabled(False)`` included."""

GRAD_OFF = ("torch.no_grad()", "inference mode", SGE)

SELF_CALLS = ("t.double()", "t.to(torch.float64)", "t.float()", "t.to(torch.float32)", "t.type(torch.float32)",
              "t.contiguous()", "t.to(memory_format=torch.contiguous_format)", "t.cpu()", "t.to(t.device)", "t.flatten()")
"""Conversions that return their input itself when they have nothing to change."""

NEW_SELF = ("t.conj()", "t.real", "t.type_as(t)", "torch.atleast_1d(t)")
"""Other differentiable calls that return their input itself when they have nothing to change: ``conj()`` and
``.real`` of a real tensor, ``type_as`` its own type, ``atleast_1d`` of a tensor with a dimension."""

MORE_SELF = ("t.resolve_conj()", "t.resolve_neg()", "t.positive()", "t.conj_physical()", "torch.atleast_2d(t)",
             "torch.nn.functional.dropout(t, training=False)", "torch.nn.Identity()(t)")
"""More calls that return their input itself when they have nothing to change (outside the differentiable family)."""

VIEW_CALLS = ("t[...]", "t.view(t.shape)", "t.unsqueeze(0)", "t.expand_as(t)", "t.as_strided(t.size(), t.stride())",
              "t.transpose(0, -1)", "t[:1]", "t.unbind(0)[0]")
"""Views: with grad mode off, a view of a tensor that requires grad still requires grad."""

INFERENCE_GRAD = ("inference tensor that requires grad", "需要梯度的推理张量")
"""A tensor made inside inference mode with ``requires_grad=True``: outside it, ``i * 2`` has a ``grad_fn`` yet ``i.exp()``
none, a view of it taken under ``torch.no_grad()`` does not require grad, and ``backward(inputs=[i])`` raises."""
RETURN_INPUT = ("calls that return their input itself, such as a conversion to its own dtype",
                "直接返回输入本身的调用，例如转换为它自己的数据类型", SELF_CALLS + NEW_SELF)
"""One label on the Not covered line for the calls left out because they return their input (listed under "Every case")."""
VIEWS_STILL = ("views", "视图", VIEW_CALLS)
"""Not covered by the rule on the results of computations with grad mode off: views, taken up by the exception
``autograd.no-grad-views`` (a view of a tensor that requires grad mostly still requires grad; not that of an inference
tensor)."""

LEAVES_BUT_NO_GRAD_VIEW = tensors("requires-grad", "leaf", but=(NO_GRAD_VIEW, INFERENCE_VIEW))

NODE_RULE = over(
    tensors(only=REQUIRE_GRAD),
    ops("differentiable", "same-if-unchanged", but=SELF_CALLS + NEW_SELF),
    contexts(but=("torch.no_grad()", "inference mode")),
)
"""A differentiable operation that returns a new tensor from one that requires grad, with grad mode on (no_grad,
inference mode and set_grad_enabled(False) are outside: the last is picked by name only); the calls that return
their input itself are left out."""


def _real_sum(t):
    """A real scalar from ``t``: its sum, of the real part when ``t`` is complex (``backward()`` needs a real one)."""
    return (t.real if t.is_complex() else t).sum()


def _each(family, predicate, device):
    """``predicate`` on every case of a further family (the exceptions a sentence names are checked too)."""
    return Tally(family).each(predicate, device)

SAVING = ("t * 2", "t.exp()", "t.abs()")
"""Differentiable operations of the catalogue whose node saves a tensor for the backward pass."""


def _grad(t):
    """``t.grad`` without the warning a non-leaf gives."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return t.grad


# --- requires_grad ---------------------------------------------------------------------------


@claim(
    "autograd.requires-grad-default",
    snippet="requires_grad.py",
    over=over(ops("factory", "factory-requires-grad"), ALL_CONTEXTS),
    en="A tensor that a factory function makes from sizes or Python numbers, such as `torch.ones(3)`, has `requires_grad=False` if you do not pass `requires_grad=True`.",
    zh="工厂函数根据大小或 Python 数值创建的张量（例如 `torch.ones(3)`）的 `requires_grad=False`，除非传入 `requires_grad=True`。",
)
def _(run):
    return (
        run["x"].requires_grad is False
        and run["w"].requires_grad is True
        and run.each(lambda case: case.apply().requires_grad is (case.op.family == "factory-requires-grad"))
    )


@claim(
    "autograd.requires-grad-float-complex",
    snippet="requires_grad.py",
    over=over(tensors(only=FLOATING_OR_COMPLEX_NO_GRAD, but=("inference tensor",)), ops("set-requires-grad", only=("t.requires_grad_()",)), ALL_CONTEXTS),
    en="`requires_grad_()` turns a floating-point or complex tensor that does not require grad, such as the `float16` tensor `h`, into a leaf that requires grad.",
    zh="`requires_grad_()` 会把不需要梯度的浮点或复数张量（例如 `float16` 张量 `h`）变成需要梯度的叶子张量（leaf tensor）。",
)
def _(run):
    c, h = run["c"], run["h"]

    def holds(case):
        result = case.apply()
        return result is case.tensor and result.requires_grad and result.is_leaf

    return (
        c.is_complex() and c.requires_grad
        and h.dtype == torch.float16 and h.requires_grad and h.is_leaf
        and run.each(holds)
    )


@claim(
    "autograd.parameter-requires-grad",
    snippet="parameter.py",
    over=over(tensors(only=FLOATING_OR_COMPLEX, but=("inference tensor",)), ops("set-requires-grad", only=("torch.nn.Parameter(t)",)), contexts()),
    en="Wrapping a floating-point or complex tensor in `torch.nn.Parameter` gives a leaf that requires grad, whether or not the tensor did (`t` did not).",
    zh="用 `torch.nn.Parameter` 包装浮点或复数张量，得到需要梯度的叶子张量；原张量需要梯度与否都一样（`t` 原本不需要）。",
)
def _(run):
    def holds(case):
        result = case.apply()
        return isinstance(result, torch.nn.Parameter) and result.requires_grad and result.is_leaf and result.grad_fn is None

    return (
        run["t"].requires_grad is False
        and isinstance(run["p"], torch.nn.Parameter)
        and run["p"].requires_grad is True
        and run["p"].is_leaf
        and run.each(holds)
    )


@claim(
    "autograd.parameter-frozen",
    snippet="parameter.py",
    en="With `requires_grad=False`, `torch.nn.Parameter` gives a parameter that does not require grad, and it accepts an integer tensor such as `counts`.",
    zh="传入 `requires_grad=False` 时，`torch.nn.Parameter` 得到的参数不需要梯度，整数张量（例如 `counts`）也可以这样成为参数。",
)
def _(run):
    frozen, counts = run["frozen"], run["counts"]
    return (
        isinstance(frozen, torch.nn.Parameter) and frozen.requires_grad is False
        and not counts.is_floating_point() and isinstance(counts, torch.nn.Parameter) and counts.requires_grad is False
    )


@claim(
    "autograd.parameter-linear",
    snippet="parameter.py",
    en="The weights of `torch.nn.Linear(2, 1)` are parameters that require grad.",
    zh="`torch.nn.Linear(2, 1)` 的权重是需要梯度的参数。",
)
def _(run):
    return isinstance(run["layer"].weight, torch.nn.Parameter) and run["layer"].weight.requires_grad is True


INFERENCE_MESSAGE = "Setting requires_grad=True on inference tensor outside InferenceMode is not allowed."


@claim(
    "autograd.inference-tensor-requires-grad",
    snippet="inference_tensor.py",
    over=over(tensors(only=("inference tensor",)), ops("set-requires-grad")),
    exception_to=("autograd.requires-grad-float-complex", "autograd.parameter-requires-grad"),
    en="Outside inference mode, `i.requires_grad_()` on a floating-point inference tensor raises `RuntimeError: Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.`, and so does `torch.nn.Parameter(i)`.",
    zh="在推理模式（inference mode）之外，对浮点推理张量（inference tensor）调用 `i.requires_grad_()` 会抛出 `RuntimeError: Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.`（不允许在推理模式之外把推理张量设为需要梯度），`torch.nn.Parameter(i)` 也会抛出这个错误。",
)
def _(run):
    return (
        run["i"].is_inference()
        and raised(run, RuntimeError, INFERENCE_MESSAGE)
        and printed(run, "torch.nn.Parameter(i): RuntimeError: " + INFERENCE_MESSAGE)
        and run.each(lambda case: raises(case.apply, RuntimeError, INFERENCE_MESSAGE))
    )


@claim(
    "autograd.requires-grad-int-error",
    snippet="requires_grad_int.py",
    over=over(tensors(only=INTEGER_OR_BOOL), ops("set-requires-grad")),
    en="An integer or bool tensor cannot require grad: `torch.tensor([1, 2, 3], requires_grad=True)` raises `RuntimeError: Only Tensors of floating point and complex dtype can require gradients`; `requires_grad_()` and `torch.nn.Parameter` raise a `RuntimeError` too.",
    zh="整数或布尔张量不能需要梯度：`torch.tensor([1, 2, 3], requires_grad=True)` 会抛出 `RuntimeError: Only Tensors of floating point and complex dtype can require gradients`（只有浮点和复数类型的张量才能需要梯度）；`requires_grad_()` 和 `torch.nn.Parameter` 也会抛出 `RuntimeError`。",
)
def _(run):
    return (
        raised(run, RuntimeError, "Only Tensors of floating point and complex dtype can require gradients")
        and run.each(lambda case: raises(case.apply, RuntimeError, "can require gradients"))
    )


# --- grad_fn ---------------------------------------------------------------------------------


@claim(
    "autograd.grad-fn-leaf-none",
    snippet="grad_fn.py",
    over=over(ops("factory", "factory-requires-grad"), ALL_CONTEXTS),
    en="A tensor that a factory function makes from sizes or Python numbers has `grad_fn` `None`, even with `requires_grad=True` (`w`).",
    zh="工厂函数根据大小或 Python 数值创建的张量，`grad_fn` 为 `None`，即使传入了 `requires_grad=True`（这里的 `w`）。",
)
def _(run):
    return (
        run["w"].grad_fn is None and run["w"].requires_grad
        and run.each(lambda case: case.apply().grad_fn is None)
    )


@claim(
    "autograd.grad-fn-node",
    snippet="grad_fn.py",
    en="`y = w + 2` requires grad, and its `grad_fn` is `AddBackward0`, a node of the autograd graph; `z = y * y` has `MulBackward0`.",
    zh="`y = w + 2` 需要梯度，它的 `grad_fn` 是 `AddBackward0`，即计算图（autograd graph）中的一个节点；`z = y * y` 也不例外，它的是 `MulBackward0`。",
)
def _(run):
    return (
        run["y"].requires_grad
        and run["y"].grad_fn.name() == "AddBackward0"
        and run["z"].grad_fn.name() == "MulBackward0"
        and printed(run, "y.grad_fn: AddBackward0 | y.requires_grad: True")
    )


@claim(
    "autograd.grad-fn-names",
    snippet="grad_fn.py",
    en="`torch.empty(3).copy_(w)` gets the node `torch::autograd::CopyBackwards`, and `w // 2`, whose derivative is not implemented, gets `torch::autograd::NotImplemented`.",
    zh="`torch.empty(3).copy_(w)` 得到的节点是 `torch::autograd::CopyBackwards`；`w // 2` 的导数没有实现，得到的节点是 `torch::autograd::NotImplemented`。",
)
def _(run):
    w, f = run["w"], run["f"]
    return (
        run["c"].grad_fn.name() == "torch::autograd::CopyBackwards"
        and f.requires_grad and f.grad_fn.name() == "torch::autograd::NotImplemented"
        and printed(run, "f.grad_fn: torch::autograd::NotImplemented")
        and raises(lambda: (w // 2).sum().backward(), RuntimeError, "is not implemented")
    )


@claim(
    "autograd.grad-fn-next",
    snippet="grad_fn.py",
    en="`next_functions` links a node to its inputs' nodes: the `MulBackward0` of `z = y * y` points twice to the `AddBackward0` of `y`.",
    zh="`next_functions` 把一个节点连到其输入的节点：`z = y * y` 的 `MulBackward0` 两次指向 `y` 的 `AddBackward0`。",
)
def _(run):
    z, y = run["z"], run["y"]
    return (
        [type(f).__name__ for f, _ in z.grad_fn.next_functions] == ["AddBackward0", "AddBackward0"]
        and all(f is y.grad_fn for f, _ in z.grad_fn.next_functions)
    )


@claim(
    "autograd.grad-fn-accumulate",
    snippet="grad_fn.py",
    en="The `AddBackward0` of `y = w + 2` points to an `AccumulateGrad` node holding the leaf `w`, and to `None` for the `2`.",
    zh="`y = w + 2` 的 `AddBackward0` 指向一个持有叶子张量 `w` 的 `AccumulateGrad` 节点，而 `2` 对应的是 `None`。",
)
def _(run):
    y, w = run["y"], run["w"]
    accumulate = y.grad_fn.next_functions[0][0]
    return (
        type(accumulate).__name__ == "AccumulateGrad" and accumulate.variable is w
        and y.grad_fn.next_functions[1][0] is None
        and printed(run, "y.grad_fn.next_functions: ['AccumulateGrad', None]")
    )


# --- leaf tensors ----------------------------------------------------------------------------


@claim(
    "autograd.leaf-created",
    snippet="leaf_table.py",
    over=over(ops("factory", "factory-requires-grad"), ALL_CONTEXTS),
    en="A tensor that a factory function makes from sizes or Python numbers is a leaf, whether or not it requires grad: `torch.ones(2)` and `torch.ones(2, requires_grad=True)`.",
    zh="工厂函数根据大小或 Python 数值创建的张量都是叶子张量，无论是否需要梯度：例如 `torch.ones(2)` 和 `torch.ones(2, requires_grad=True)`。",
)
def _(run):
    r = run["rows"]
    return (
        r["torch.ones(2)"].is_leaf and r["torch.ones(2, requires_grad=True)"].is_leaf
        and run.each(lambda case: case.apply().is_leaf)
    )


@claim(
    "autograd.leaf-no-grad-ops",
    snippet="leaf_table.py",
    over=over(tensors(only=NUMERIC_NO_GRAD), ops("differentiable"), ALL_CONTEXTS),
    en="A differentiable operation on tensors that do not require grad gives a leaf: `x * 2` has `is_leaf=True` and no `grad_fn`.",
    zh="可微运算接收的张量都不需要梯度时，结果也是叶子张量：`x * 2` 的 `is_leaf=True`，没有 `grad_fn`。",
)
def _(run):
    def holds(case):
        result = case.apply()
        return result.is_leaf and result.grad_fn is None and not result.requires_grad

    t = run["rows"]["x * 2"]
    return t.is_leaf and t.grad_fn is None and not t.requires_grad and run.each(holds)


@claim(
    "autograd.no-grad-output",
    snippet="leaf_table.py",
    over=over(tensors(only=REAL_REQUIRE_GRAD), ops("no-grad-output"), contexts()),
    en="Boolean comparisons such as `w > 0`, `argmax`, `nonzero`, casts to an integer or bool dtype such as `w.long()`, and `detach()` give a leaf that does not require grad, even from `w`.",
    zh="布尔比较（例如 `w > 0`）、`argmax`、`nonzero`、到整数或布尔数据类型（dtype）的转换（例如 `w.long()`）以及 `detach()`，即使作用于需要梯度的 `w`，结果也是不需要梯度的叶子张量。",
)
def _(run):
    def holds(t):
        return not t.requires_grad and t.is_leaf and t.grad_fn is None

    r = run["rows"]
    return (
        run["w"].requires_grad
        and all(holds(r[k]) for k in ("w > 0", "w.argmax()", "w.long()", "w.detach()"))
        and run.each(lambda case: holds(case.apply()))
    )


@claim(
    "autograd.inplace-write-joins-graph",
    snippet="leaf_table.py",
    en="After `z[0] = w[0]`, `z`, made by `torch.zeros(2)`, requires grad and is no longer a leaf: its `grad_fn` is `torch::autograd::CopySlices`.",
    zh="执行 `z[0] = w[0]` 之后，由 `torch.zeros(2)` 创建的 `z` 需要梯度，也不再是叶子张量：它的 `grad_fn` 是 `torch::autograd::CopySlices`。",
)
def _(run):
    z = run["z"]
    return (
        z is run["rows"]["z after z[0] = w[0]"]
        and z.requires_grad and not z.is_leaf and z.grad_fn.name() == "torch::autograd::CopySlices"
        and printed(run, "| `z after z[0] = w[0]` | ✓ | ✗ | `torch::autograd::CopySlices` |")
    )


# --- grad mode on and off --------------------------------------------------------------------


NO_DERIVATIVE = ("operations PyTorch gives no derivative, such as `torch.histc` and `torch.zeros_like`",
                 "PyTorch 没有为其定义导数的运算，例如 `torch.histc` 和 `torch.zeros_like`")
"""Floating-point results that are leaves even from a tensor that requires grad (checked by hand on 2.3.1 to 2.15)."""


@claim(
    "autograd.nonleaf",
    snippet="grad_mode.py",
    over=NODE_RULE,
    not_covered=(INFERENCE_GRAD, RETURN_INPUT, NO_DERIVATIVE),
    en="With grad mode on, the new tensor that a differentiable operation such as `w * 2` returns from one that requires grad is not a leaf: it has a `grad_fn`, here `MulBackward0`.",
    zh="梯度模式开启时，`w * 2` 这样的可微运算由需要梯度的张量得到的新张量不是叶子张量：它带有 `grad_fn`，这里是 `MulBackward0`。",
)
def _(run):
    def holds(case):
        result = case.apply()
        return (
            torch.is_grad_enabled() and result is not case.tensor
            and result.is_leaf is False and result.requires_grad and result.grad_fn is not None
            and re.fullmatch(r"\w+Backward\d+", result.grad_fn.name()) is not None
        )

    on = run["on"]
    return (
        on.is_leaf is False and on.requires_grad and on.grad_fn.name() == "MulBackward0"
        and run.each(holds)
        and _each(over(tensors(only=REAL_LEAVES), ops("differentiable", only=("t * 2",)),
                       contexts("torch.no_grad()", "inference mode", "torch.set_grad_enabled(False)")),
                  lambda case: case.apply().is_leaf, run.device)  # the contexts it leaves out
    )


@claim(
    "autograd.nonleaf-indices",
    snippet="grad_mode.py",
    over=over(tensors(only=REAL_REQUIRE_GRAD), ops("indices"), contexts()),
    exception_to="autograd.nonleaf",
    en="The indices that `w.max(dim=0)`, `w.sort()` and `w.topk(1)` return are integer leaves that do not require grad.",
    zh="`w.max(dim=0)`、`w.sort()` 和 `w.topk(1)` 返回的索引是不需要梯度的整数叶子张量。",
)
def _(run):
    def holds(t):
        return t.dtype == torch.int64 and t.is_leaf and not t.requires_grad and t.grad_fn is None

    indices, w = run["indices"], run["w"]
    return (
        sorted(indices) == ["w.max(dim=0)", "w.sort()", "w.topk(1)"] and all(holds(t) for t in indices.values())
        and w.max(dim=0).values.grad_fn is not None  # the values beside them are in the graph
        and printed(run, "w.sort() indices:     torch.int64 | requires_grad: False | is_leaf: True")
        and run.each(lambda case: holds(case.apply()))
    )


RESULT_OPS = ops("differentiable", "same-if-unchanged", "view", "view-more", "to-cpu-index", but=VIEW_CALLS + SELF_CALLS + NEW_SELF)
"""Operations that return a new tensor: differentiable ones, ``detach()`` and ``to('cpu:0')`` (a copy on the CPU); the
views (which still require grad with grad mode off) and the calls that may return their input itself left out."""


FUNC_TRANSFORM = ("inside a `torch.func` transform such as `torch.func.grad`", "`torch.func.grad` 等 `torch.func` 变换的内部")
"""``torch.func.grad`` called under ``torch.no_grad()`` differentiates what it wraps: inside it ``x * 2`` requires grad."""


@claim(
    "autograd.no-grad-results",
    snippet="grad_mode.py",
    over=over(LEAVES_THAT_REQUIRE_GRAD, RESULT_OPS, contexts(*GRAD_OFF)),
    not_covered=(VIEWS_STILL, RETURN_INPUT, FUNC_TRANSFORM),
    exception_to="autograd.nonleaf",
    en="With grad mode off, as in `torch.no_grad()` or inference mode, a computed result such as `w * 2` is a leaf that does not require grad.",
    zh="梯度模式关闭时，例如在 `torch.no_grad()` 中或推理模式下，`w * 2` 这样计算出的结果是不需要梯度的叶子张量。",
)
def _(run):
    def holds(t):
        return not t.requires_grad and t.is_leaf and t.grad_fn is None

    def off(case):
        result = case.apply()
        return not torch.is_grad_enabled() and result is not case.tensor and holds(result)

    return (
        all(holds(run[name]) for name in ("off", "inference", "disabled", "decorated")) and run.each(off)
        and _each(over(tensors(only=REQUIRE_GRAD), RESULT_OPS, contexts("torch.no_grad()", "inference mode")), off,
                  run.device)  # non-leaf inputs too
    )


DEEPCOPY = ops("copy", only=("__import__('copy').deepcopy(t)",))
CREATE_GRAPH_GRAD = ("a `.grad` with a `grad_fn`, left by `create_graph=True`", "`create_graph=True` 留下的带 `grad_fn` 的 `.grad`")
"""A leaf whose ``.grad`` is itself in a graph refuses ``copy.deepcopy`` (the deepcopy page: ``deepcopy.grad-in-graph``)."""


FROZEN_MODULES = Selection((
    TensorCase("Linear with a frozen weight", "torch.manual_seed(0)\nt = torch.nn.Linear(3, 2)\nt.weight.requires_grad_(False)",
               frozenset({"module"}), "权重冻结的 Linear 模块"),
    TensorCase("frozen Conv2d", "torch.manual_seed(0)\nt = torch.nn.Conv2d(2, 2, 3).requires_grad_(False)",
               frozenset({"module"}), "冻结的 Conv2d 模块"),
))
"""Modules with frozen parameters, as in fine-tuning: kept out of the shared catalogue (other pages' rules over modules
expect every parameter to require grad); the deep-copy rule below tries them."""
INFERENCE_COPY = ("the copy made in inference mode, an inference tensor that requires grad",
                  "推理模式下得到的副本，即需要梯度的推理张量")
"""Under inference mode ``copy.deepcopy`` gives an inference tensor (checked): outside inference mode an optimizer's
in-place update of it raises, and ``exp`` of it records no node (see :data:`INFERENCE_GRAD`)."""


@claim(
    "autograd.no-grad-deepcopy",
    snippet="grad_mode.py",
    over=over(LEAVES_THAT_REQUIRE_GRAD, DEEPCOPY, contexts(*GRAD_OFF)),
    exception_to="autograd.no-grad-results",
    not_covered=(CREATE_GRAPH_GRAD, INFERENCE_COPY),
    en="With grad mode off too, `copy.deepcopy(w)` of a leaf `w` that requires grad is a leaf that requires grad, and a deep-copied module keeps each parameter's `requires_grad`.",
    zh="梯度模式关闭时，对需要梯度的叶子张量 `w` 调用 `copy.deepcopy(w)`，得到的同样是需要梯度的叶子张量；深拷贝得到的模块中，各参数保留各自的 `requires_grad`。",
)
def _(run):
    def holds(case):
        copied = case.apply()
        return (not torch.is_grad_enabled() and copied is not case.tensor and copied.requires_grad and copied.is_leaf
                and copied.is_inference() is torch.is_inference_mode_enabled())

    def module_keeps(case):
        before = [(p, p.requires_grad) for p in case.tensor.parameters()]
        after = list(case.apply().parameters())
        return (not torch.is_grad_enabled() and bool(after) and len(after) == len(before)
                and all(q is not p and q.is_leaf and q.requires_grad is flag for (p, flag), q in zip(before, after)))

    copied, model = run["copied"], run["model"]
    modules = Selection(tensors("module").items + FROZEN_MODULES.items)
    return (
        copied.requires_grad and copied.is_leaf
        and model.weight.requires_grad is False and model.bias.requires_grad is True
        and printed(run, "under torch.no_grad(): copy.deepcopy(w) requires_grad: True | is_leaf: True")
        and printed(run, "under torch.no_grad(): deep-copied module's weight requires_grad: False | bias requires_grad: True")
        and run.each(holds)
        and _each(over(modules, DEEPCOPY, contexts(*GRAD_OFF)), module_keeps, run.device)
    )


ASKED = over(tensors(only=FLOATING_OR_COMPLEX_NO_GRAD, but=("inference tensor",)), ops("set-requires-grad"), contexts(*GRAD_OFF))


@claim(
    "autograd.no-grad-asked",
    snippet="grad_mode.py",
    over=ASKED,
    exception_to="autograd.no-grad-results",
    en="`requires_grad=True`, `requires_grad_()` and `torch.nn.Parameter` give a leaf that requires grad with grad mode off too.",
    zh="梯度模式关闭时，`requires_grad=True`、`requires_grad_()` 和 `torch.nn.Parameter` 得到的同样是需要梯度的叶子张量。",
)
def _(run):
    def holds(t):
        return not torch.is_grad_enabled() and t.requires_grad and t.is_leaf and t.grad_fn is None

    return (
        all(run[name].requires_grad and run[name].is_leaf and run[name].grad_fn is None for name in ("made", "turned", "wrapped"))
        and isinstance(run["wrapped"], torch.nn.Parameter)
        and printed(run, "under torch.no_grad(): requires_grad_()   requires_grad: True | is_leaf: True")
        and run.each(lambda case: holds(case.apply()))
        and _each(over(ops("factory-requires-grad"), contexts(*GRAD_OFF)), lambda case: holds(case.apply()), run.device)
    )


def _unchanged(t, code):
    """Whether a call of :data:`SELF_CALLS` or :data:`NEW_SELF` has nothing to change on ``t``."""
    if code in ("t.double()", "t.to(torch.float64)"):
        return t.dtype == torch.float64
    if code in ("t.float()", "t.to(torch.float32)", "t.type(torch.float32)"):
        return t.dtype == torch.float32
    if code == "t.contiguous()":
        return t.is_contiguous()
    if code == "t.cpu()":
        return t.device.type == "cpu"
    if code == "t.flatten()":
        return t.dim() == 1
    if code == "t.to(memory_format=torch.contiguous_format)":
        return not _channels_last(t)
    if code in ("t.conj()", "t.real"):
        return not t.is_complex()
    if code == "torch.atleast_1d(t)":
        return t.dim() >= 1
    if code == "torch.atleast_2d(t)":
        return t.dim() >= 2
    if code == "t.conj_physical()":
        return not t.is_complex()
    if code == "t.resolve_conj()":
        return not t.is_conj()
    if code == "t.resolve_neg()":
        return not t.is_neg()
    return code in ("t.to(t.device)", "t.type_as(t)", "t.positive()", "torch.nn.functional.dropout(t, training=False)",
                    "torch.nn.Identity()(t)")


@claim(
    "autograd.returns-input",
    snippet="returns_input.py",
    over=over(tensors(only=REQUIRE_GRAD), ops("same-if-unchanged", "returns-self", only=NEW_SELF + MORE_SELF), contexts()),
    exception_to=("autograd.nonleaf", "autograd.no-grad-results"),
    en="Calls such as `t.conj()` and `t.real` of a real `t`, `t.type_as(t)`, and `torch.atleast_1d(t)` of a 1-d `t` return `t` itself: a leaf stays a leaf, with no `grad_fn`.",
    zh="有些调用返回的就是 `t` 本身，例如实数 `t` 的 `t.conj()` 和 `t.real`、`t.type_as(t)`，以及 1 维 `t` 的 `torch.atleast_1d(t)`：叶子张量仍是叶子张量，没有 `grad_fn`。",
)
def _(run):
    def holds(case):
        t = case.tensor
        leaf, node = t.is_leaf, t.grad_fn
        result = case.apply()
        if _unchanged(t, case.op.code):
            return result is t and result.is_leaf == leaf and result.grad_fn is node
        return result is not t

    w, calls = run["w"], run["calls"]
    return (
        all(calls[name][1] is w and w.is_leaf and w.grad_fn is None
            for name in ("w.conj()", "w.real", "w.type_as(w)", "torch.atleast_1d(w)"))
        and printed(run, "w.conj()                       is its input: True | is_leaf: True | grad_fn: None")
        and run.each(holds)
    )


CHANNELS_LAST_LEAF = TensorCase(
    "channels_last leaf that requires grad",
    "t = torch.arange(96.0).reshape(2, 3, 4, 4).contiguous(memory_format=torch.channels_last).requires_grad_()",
    frozenset({"float", "channels_last", "requires-grad", "dense", "leaf"}), "需要梯度的 channels_last 叶子张量",
)
"""Kept out of the shared catalogue (rules of other pages select leaves that require grad by tag); the conversion
rule below tries it: ``to(memory_format=torch.contiguous_format)`` copies it."""
META_CPU_ERROR = "Cannot copy out of meta tensor; no data!"


def _channels_last(t):
    """Whether ``t`` is laid out as channels_last and not also contiguous (what decides ``to(memory_format=...)``)."""
    return t.dim() == 4 and t.is_contiguous(memory_format=torch.channels_last) and not t.is_contiguous()


@claim(
    "autograd.same-dtype-cast",
    snippet="returns_input.py",
    over=over(Selection(tensors(only=REQUIRE_GRAD).items + (CHANNELS_LAST_LEAF,)),
              ops("differentiable", "same-if-unchanged", only=SELF_CALLS), contexts()),
    exception_to=("autograd.nonleaf", "autograd.no-grad-results"),
    not_covered=(("a contiguous tensor whose strides also fit channels_last, such as a `(2, 8, 1, 1)` output of pooling a channels_last "
                  "tensor, which `to(memory_format=torch.contiguous_format)` copies",
                  "步幅同时符合 channels_last 的连续张量，例如对 channels_last 张量做池化得到的 `(2, 8, 1, 1)` 输出："
                  "`to(memory_format=torch.contiguous_format)` 会复制它"),),
    en="Conversions such as `double()` and `to()` without `copy=True` also return their input itself when they have nothing to change: `d.double()` is the float64 leaf `d`, which requires grad.",
    zh="`double()`、不带 `copy=True` 的 `to()` 等转换在没有什么可改变时，同样返回输入本身：`d.double()` 就是需要梯度的 float64 叶子张量 `d`。",
)
def _(run):
    def holds(case):
        t = case.tensor
        leaf, result = t.is_leaf, case.apply()
        if _unchanged(t, case.op.code):
            return result is t and result.is_leaf == leaf
        return result is not t

    def copies_channels_last(case):
        t = case.tensor
        result = case.apply()
        return (_channels_last(t) and result is not t and not result.is_leaf
                and result.grad_fn is not None and result.grad_fn.name() == "ToCopyBackward0")

    def pooled_copied():
        """The case the not-covered label names: pooling a channels_last tensor to ``(2, 8, 1, 1)`` gives strides
        ``(8, 1, 8, 8)``, contiguous and channels_last at once; ``contiguous()`` returns it, ``to(memory_format=...)``
        copies it (a leaf that requires grad, or the pooled non-leaf)."""
        with torch.enable_grad():
            x = torch.arange(32.0).reshape(2, 8, 1, 2).contiguous(memory_format=torch.channels_last).requires_grad_()
            pooled = torch.nn.functional.adaptive_avg_pool2d(x, 1)
            leaf = pooled.detach().requires_grad_()
            for t in (pooled, leaf):
                if not (t.shape == (2, 8, 1, 1) and t.stride() == (8, 1, 8, 8) and t.is_contiguous()
                        and t.is_contiguous(memory_format=torch.channels_last) and t.contiguous() is t):
                    return False
                moved = t.to(memory_format=torch.contiguous_format)
                if moved is t or moved.stride() != (8, 1, 1, 1) or moved.grad_fn is None:
                    return False
        return True

    d, w, calls = run["d"], run["w"], run["calls"]
    to_contiguous = ops("same-if-unchanged", only=("t.to(memory_format=torch.contiguous_format)",))
    return (
        pooled_copied()
        and calls["d.double()"][1] is d and calls["d.to(torch.float64)"][1] is d and d.is_leaf and d.grad_fn is None and d.requires_grad
        and d.dtype == torch.float64 and calls["w.double()"][1] is not w and calls["d.to(torch.float64, copy=True)"][1] is not d
        and run.each(holds)
        and _each(over(Selection((CHANNELS_LAST_LEAF,)), to_contiguous), copies_channels_last, run.device)
        and raises(lambda: torch.ones(2, device="meta").cpu(), NotImplementedError, META_CPU_ERROR)
    )


@claim(
    "autograd.to-cpu-index",
    snippet="returns_input.py",
    over=over(tensors(only=REQUIRE_GRAD), ops("to-cpu-index")),
    exception_to="autograd.same-dtype-cast",
    not_covered=(("a CUDA device index, such as `'cuda:0'`", "CUDA 设备序号，例如 `'cuda:0'`"), INFERENCE_GRAD),
    en="With grad mode on, `d.to('cpu:0')` on the CPU, with a device index, copies: it returns a new tensor whose `grad_fn` is `ToCopyBackward0`.",
    zh="梯度模式开启时，在 CPU 上，带设备序号的 `d.to('cpu:0')` 会复制：它返回一个新张量，其 `grad_fn` 为 `ToCopyBackward0`。",
)
def _(run):
    def copies(case):
        t = case.tensor
        result = case.apply()
        return (torch.is_grad_enabled() and result is not t and result.data_ptr() != t.data_ptr() and not result.is_leaf
                and type(result.grad_fn).__name__ == "ToCopyBackward0")

    d, calls = run["d"], run["calls"]
    moved = calls["d.to('cpu:0')"][1]
    return (
        moved is not d and type(moved.grad_fn).__name__ == "ToCopyBackward0"
        and printed(run, "d.to('cpu:0')                  is its input: False | is_leaf: False | grad_fn: ToCopyBackward0")
        and run.each(copies)
    )


GRAD_OFF_VIEW_OPS = ops("view", "view-dtype", "view-more", but=("t.detach()", "t.view(t.dtype)", "t.view(torch.int32)"))


@claim(
    "autograd.no-grad-views",
    snippet="no_grad.py",
    over=over(tensors(only=REQUIRE_GRAD), GRAD_OFF_VIEW_OPS, contexts("torch.no_grad()", "inference mode")),
    exception_to="autograd.no-grad-results",
    not_covered=(INFERENCE_GRAD,),
    en="A view of a tensor that requires grad, leaf or not, made with grad mode off, such as `v = w[...]` inside `torch.no_grad()`, still requires grad, yet is a leaf with no `grad_fn`.",
    zh="梯度模式关闭时，由需要梯度的叶子或非叶子张量得到的视图（view），例如在 `torch.no_grad()` 中的 `v = w[...]`，仍然需要梯度，却是叶子张量，`grad_fn` 为空。",
)
def _(run):
    def holds(t):
        return t.requires_grad and t.is_leaf and t.grad_fn is None

    def off(case):
        return not torch.is_grad_enabled() and holds(case.apply())

    return (
        holds(run["v"]) and holds(run["u"]) and run.each(off)
        and _each(over(LEAVES_THAT_REQUIRE_GRAD, GRAD_OFF_VIEW_OPS, contexts(SGE)), off, run.device)  # it builds inside: leaves
    )


@claim(
    "autograd.no-grad-detach",
    snippet="no_grad.py",
    over=over(LEAVES_THAT_REQUIRE_GRAD, ops("view", only=("t.detach()",)), contexts(*GRAD_OFF)),
    exception_to="autograd.no-grad-views",
    en="Inside `torch.no_grad()`, `dd = w.detach()` does not require grad.",
    zh="在 `torch.no_grad()` 中，`dd = w.detach()` 不需要梯度。",
)
def _(run):
    def holds(t):
        return not t.requires_grad and t.is_leaf and t.grad_fn is None

    return run["w"].requires_grad and holds(run["dd"]) and run.each(lambda case: holds(case.apply()))


VIEW_DTYPE = over(tensors(only=REAL_LEAVES + (COMPLEX_LEAF, DEEP_COPY), but=(BF16_LEAF,)), ops("view-dtype"), ALL_CONTEXTS)
"""``t.view(t.dtype)`` and ``t.view(torch.int32)`` on leaves that require grad; the bfloat16 leaf, whose 3 elements of
2 bytes make no whole int32, is left out (its ``view(torch.int32)`` raises: checked)."""


@claim(
    "autograd.view-dtype",
    snippet="no_grad.py",
    over=VIEW_DTYPE,
    en="`view` given a dtype makes no view in autograd's sense: `d = w.view(torch.float32)` shares memory with `w`, yet `d._base` is `None`.",
    zh="接收数据类型的 `view` 在自动求导（autograd）的意义上不产生视图：`d = w.view(torch.float32)` 与 `w` 共享内存，但 `d._base` 是 `None`。",
)
def _(run):
    def holds(case):
        t, r = case.tensor, case.apply()
        return r._base is None and r.data_ptr() == t.data_ptr()

    w, d, dn = run["w"], run["d"], run["dn"]
    bf16 = next(c for c in TENSORS if c.name == BF16_LEAF)
    return (
        all(x._base is None and x.data_ptr() == w.data_ptr() for x in (d, dn))
        and printed(run, "d shares the memory of w: True")
        and printed(run, "d._base: None | dn._base: None")
        and run.each(holds)
        and bf16.code == "t = torch.arange(1.0, 4.0, dtype=torch.bfloat16).requires_grad_()"
        and bf16.build().numel() == 3 and bf16.build().element_size() == 2
        and raises(lambda: bf16.build().view(torch.int32), RuntimeError)
    )


@claim(
    "autograd.view-dtype-leaf",
    snippet="no_grad.py",
    over=VIEW_DTYPE,
    exception_to=("autograd.no-grad-views", "autograd.nonleaf"),
    en="`d = w.view(torch.float32)` does not require grad and is a leaf with no `grad_fn`, inside `torch.no_grad()` (`dn`) as outside.",
    zh="`d = w.view(torch.float32)` 不需要梯度，是没有 `grad_fn` 的叶子张量；在 `torch.no_grad()` 中得到的 `dn` 也一样。",
)
def _(run):
    def holds(r):
        return not r.requires_grad and r.is_leaf and r.grad_fn is None

    return holds(run["d"]) and holds(run["dn"]) and run["w"].requires_grad and run.each(lambda case: holds(case.apply()))


def _leaves_below(t):
    """The leaves that ``t``'s graph reaches (``t`` itself when it is a leaf)."""
    if t.is_leaf:
        return [t]
    found, nodes = [], [t.grad_fn]
    while nodes:
        node = nodes.pop()
        if node is None:
            continue
        if hasattr(node, "variable"):
            found.append(node.variable)
        nodes += [f for f, _ in node.next_functions]
    return found


def _grad_off_view(name, zh, base, context):
    """A view of ``base`` (a leaf or a non-leaf that requires grad) taken inside ``context`` (grad mode off)."""
    code = f"w = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)\nbase = {base}\nwith {context}:\n    t = base[1:]"
    return TensorCase(name, code, frozenset({"float", "requires-grad", "view", "leaf"}), zh)


GRAD_OFF_VIEWS = Selection(tensors(only=(NO_GRAD_VIEW, INFERENCE_VIEW)).items + (
    _grad_off_view("no_grad view of a non-leaf", "非叶子张量在 no_grad 下取的视图", "w * 2", "torch.no_grad()"),
    _grad_off_view("inference-mode view of a non-leaf", "非叶子张量在推理模式下取的视图", "w * 2", "torch.inference_mode()"),
    _grad_off_view("set_grad_enabled(False) view of a leaf", "叶子张量在 set_grad_enabled(False) 下取的视图", "w",
                   "torch.set_grad_enabled(False)"),
))
"""Views taken with grad mode off of a tensor that requires grad, leaf or not: leaves that require grad, whose .grad no
backward pass fills. Kept out of the shared catalogue (rules elsewhere select leaves that require grad by tag)."""

GRAD_OFF_VIEW = ("views taken with grad mode off", "梯度模式关闭时取的视图", (NO_GRAD_VIEW, INFERENCE_VIEW))
"""One label on the Not covered line of the rules on leaves that leave out the no_grad and inference-mode views of a
leaf (listed under "Every case"): it names the same views of a non-leaf too (see :data:`GRAD_OFF_VIEWS`)."""


@claim(
    "autograd.no-grad-view-no-grad",
    snippet="no_grad.py",
    over=over(GRAD_OFF_VIEWS),
    en="No backward pass fills `.grad` of a view taken with grad mode off, as inside `torch.no_grad()`, nor through it a leaf's `.grad`: `v.grad` and `w.grad` stay `None`.",
    zh="梯度模式关闭时（例如在 `torch.no_grad()` 中）取的视图，任何反向传播都不会填入它的 `.grad`，也不会经由它填入叶子张量的 `.grad`：`v.grad` 和 `w.grad` 都仍是 `None`。",
)
def _(run):
    def holds(case):
        t = case.tensor
        base = t._base
        leaves = _leaves_below(base)
        (t * t).sum().backward()
        return (t.is_leaf and t.requires_grad and base is not None and bool(leaves)
                and t.grad is None and all(leaf.grad is None for leaf in leaves))

    v, w = run["v"], run["w"]
    return (v.requires_grad and v.is_leaf and v._base is w
            and printed(run, "after (v * v).sum().backward(): v.grad: None | w.grad: None")
            and run.each(holds))


@claim(
    "autograd.no-grad-view-requires-grad",
    snippet="no_grad.py",
    over=over(GRAD_OFF_VIEWS),
    exception_to="autograd.no-grad-view-no-grad",
    en="Although `v.requires_grad` is already `True`, calling `v.requires_grad_()` makes the next backward pass fill `v.grad`; `w.grad` stays `None`.",
    zh="尽管 `v.requires_grad` 已经是 `True`，调用 `v.requires_grad_()` 之后，下一次反向传播就会填入 `v.grad`；`w.grad` 仍是 `None`。",
)
def _(run):
    def filled(case):
        t = case.tensor
        leaves = _leaves_below(t._base)
        already = t.requires_grad
        t.requires_grad_()
        (t * t).sum().backward()
        return already is True and t.grad is not None and equal(t.grad, 2 * t.detach()) and bool(leaves) and all(leaf.grad is None for leaf in leaves)

    v, w = run["v"], run["w"]
    return (equal(v.grad, 2 * v.detach()) and w.grad is None
            and printed(run, "no_grad:        v = w[...] | requires_grad: True | is_leaf: True | grad_fn: None")
            and printed(run, "after v.requires_grad_() and a backward pass: v.grad: tensor([2., 2.]) | w.grad: None")
            and run.each(filled))


# --- .grad -----------------------------------------------------------------------------------


def _saved_tensors(node) -> list[str]:
    """The ``_saved_*`` attributes of a graph node that hold a tensor (what a second backward pass lacks)."""
    if node is None:
        return []
    return [name for name in dir(node) if name.startswith("_saved_") and isinstance(getattr(node, name), torch.Tensor)]


def _square_sum_backward(t):
    out = (t * t).sum()
    out.backward()
    return out


def _grad_or_zero(t):
    """``t.grad``, or zeros when there is none yet (a deep copy starts with a gradient)."""
    return t.grad.clone() if t.grad is not None else torch.zeros_like(t)


@claim(
    "autograd.grad-none-before",
    snippet="grad.py",
    over=over(NEW_LEAVES),
    not_covered=(GRAD_OFF_VIEW,),
    en="`.grad` of a leaf made to require grad, by `requires_grad=True`, `requires_grad_()` or as a `Parameter`, is `None` until a backward pass reaches it.",
    zh="通过 `requires_grad=True`、`requires_grad_()` 或作为 `Parameter` 而需要梯度的叶子张量，在反向传播到达它之前，`.grad` 都是 `None`。",
)
def _(run):
    def holds(case):
        t = case.tensor
        before = t.grad
        _real_sum(t * t).backward()
        return before is None and t.grad is not None

    return printed(run, "before backward: None") and run["w"].grad is not None and run.each(holds)


@claim(
    "autograd.grad-after-backward",
    snippet="grad.py",
    over=over(tensors(only=REAL_LEAVES, but=(NO_GRAD_VIEW, INFERENCE_VIEW))),
    not_covered=(GRAD_OFF_VIEW, INFERENCE_GRAD, ("hooks that change a gradient", "改变梯度的钩子")),
    en="`out.backward()` leaves d`out`/d`w` in `.grad` of each floating-point leaf `w` that the pass reaches and that held no gradient: `2 * w` for `out = (w * w).sum()`.",
    zh="`out.backward()` 会在反向传播到达的、此前梯度为空的每个浮点叶子张量 `w` 的 `.grad` 中留下 d`out`/d`w`：对 `out = (w * w).sum()` 来说是 `2 * w`。",
)
def _(run):
    def holds(case):
        t = case.tensor
        before = t.grad
        out = _square_sum_backward(t)
        return before is None and out.dim() == 0 and equal(t.grad, 2 * t.detach())

    w = run["w"]
    return equal(w.grad, 2 * w.detach()) and printed(run, "before backward: None") and run.each(holds)


@claim(
    "autograd.scalar-backward",
    snippet="grad.py",
    en="For a real scalar `out`, `backward()` needs no argument: it starts from a gradient of `1`.",
    zh="`out` 是实数标量时，`backward()` 无需参数：它从梯度 `1` 开始。",
)
def _(run):
    w, out = run["w"], run["out"]
    again = (w * w).sum()
    (from_one,) = torch.autograd.grad(again, w, grad_outputs=torch.tensor(1.0))
    return out.dim() == 0 and not out.is_complex() and equal(w.grad, from_one) and not equal(w.grad, 2 * from_one)


@claim(
    "autograd.deepcopy-grad",
    snippet="grad.py",
    over=over(tensors(only=(DEEP_COPY,), but=("Parameter",))),
    not_covered=(CREATE_GRAPH_GRAD,),
    en="A deep copy keeps the gradient: after the backward pass, `copy.deepcopy(w)` has its own copy of `w.grad`.",
    zh="深拷贝会带上梯度：反向传播之后，`copy.deepcopy(w)` 有一份自己的 `w.grad` 副本。",
)
def _(run):
    w, b = run["w"], run["b"]

    def holds(case):
        t = case.tensor
        return t.is_leaf and t.requires_grad and t.grad is not None and equal(t.grad, 2 * t.detach())

    return (
        b.is_leaf and b.requires_grad and b.grad is not None and equal(b.grad, w.grad)
        and b.grad.data_ptr() != w.grad.data_ptr()
        and run.each(holds)
    )


PARAMETERS = tuple(c.name for c in TENSORS if "parameter" in c.tags)


def _with_grad(t):
    """``t`` holding a gradient: from a backward pass when it requires grad, else assigned (a frozen or integer one)."""
    if t.requires_grad:
        _real_sum(t * t).backward()
    else:
        t.grad = torch.ones_like(t)
    return t


@claim(
    "autograd.deepcopy-parameter-grad",
    snippet="grad.py",
    over=over(tensors(only=PARAMETERS), DEEPCOPY),
    exception_to="autograd.deepcopy-grad",
    en="`copy.deepcopy(p)` of a `Parameter` `p` has `.grad` `None`, and so have the parameters of a deep-copied module.",
    zh="对 `Parameter` `p` 调用 `copy.deepcopy(p)`，所得副本的 `.grad` 为 `None`；深拷贝得到的模块中，各参数的梯度同样为空。",
)
def _(run):
    p, q, layer, copied = run["p"], run["q"], run["layer"], run["copied"]

    def dropped(case):
        t = _with_grad(case.tensor)
        b = case.apply()
        return type(b) is torch.nn.Parameter and t.grad is not None and b.grad is None

    def module_dropped(case):
        model = case.tensor
        for param in model.parameters():
            param.grad = torch.ones_like(param)
        copy = case.apply()
        return bool(list(copy.parameters())) and all(param.grad is None for param in copy.parameters())

    return (
        p.grad is not None and q.grad is None and type(q) is torch.nn.Parameter
        and layer.weight.grad is not None and copied.weight.grad is None
        and printed(run, "p.grad: tensor([2., 4., 6.]) | copy.deepcopy(p).grad: None")
        and run.each(dropped)
        and _each(over(tensors("module"), DEEPCOPY), module_dropped, run.device)
    )


COMPLEX_ERROR = "grad can be implicitly created only for real scalar outputs but got torch.complex64"


@claim(
    "autograd.complex-grad",
    snippet="complex_grad.py",
    over=over(tensors(only=(COMPLEX_LEAF,))),
    en="For the complex leaf `c`, `out = (c * c).sum()` is a complex scalar, and `out.backward()` raises `RuntimeError: grad can be implicitly created only for real scalar outputs but got torch.complex64`.",
    zh="对复数叶子张量 `c`，`out = (c * c).sum()` 是复数标量，`out.backward()` 会抛出 `RuntimeError: grad can be implicitly created only for real scalar outputs but got torch.complex64`（只有实数标量输出才能隐式创建梯度）。",
)
def _(run):
    def holds(case):
        t = case.tensor
        out = (t * t).sum()
        return out.dim() == 0 and out.is_complex() and raises(out.backward, RuntimeError, COMPLEX_ERROR)

    return printed(run, "RuntimeError: " + COMPLEX_ERROR) and run["out"].is_complex() and run.each(holds)


@claim(
    "autograd.complex-grad-conj",
    snippet="complex_grad.py",
    over=over(tensors(only=(COMPLEX_LEAF,))),
    en="Given `torch.tensor(1 + 0j)` to start from, `out.backward()` leaves in `c.grad` the conjugate of `2 * c`, not `2 * c`.",
    zh="给定起始梯度 `torch.tensor(1 + 0j)` 时，`out.backward()` 在 `c.grad` 中留下的是 `2 * c` 的共轭，而不是 `2 * c`。",
)
def _(run):
    def holds(case):
        t = case.tensor
        (t * t).sum().backward(torch.tensor(1 + 0j))
        return equal(t.grad, (2 * t.detach()).conj()) and not equal(t.grad, 2 * t.detach())

    c = run["c"]
    return equal(c.grad, (2 * c.detach()).conj()) and not equal(c.grad, 2 * c.detach()) and run.each(holds)


# --- reading .grad of a non-leaf -------------------------------------------------------------

NON_LEAVES = tensors("non-leaf", but=(RETAINED, ASSIGNED))


@claim(
    "autograd.nonleaf-grad-none",
    snippet="nonleaf_warning.py",
    over=over(NON_LEAVES),
    en="`backward()` without `inputs=` fills `w.grad` but leaves `.grad` of a non-leaf such as `y = w * 2` as `None`.",
    zh="不带 `inputs=` 的 `backward()` 会填充 `w.grad`，但不会填充非叶子张量（例如 `y = w * 2`）的 `.grad`：它仍是 `None`。",
)
def _(run):
    def holds(case):
        t = case.tensor
        _square_sum_backward(t)
        return not t.is_leaf and _grad(t) is None

    return run["w"].grad is not None and not run["y"].is_leaf and printed(run, "y.grad: None") and run.each(holds)


NONLEAF_WARNING = "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed"


def _caught_reading(t):
    """The ``UserWarning`` about a non-leaf's ``.grad`` that reading ``t.grad`` gives."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        t.grad  # noqa: B018 - reading is what warns
    return [w for w in caught if w.category is UserWarning and NONLEAF_WARNING in str(w.message)]


@claim(
    "autograd.nonleaf-grad-warning",
    snippet="nonleaf_warning.py",
    over=over(NON_LEAVES),
    en="Reading `.grad` of a non-leaf that neither holds nor retains a gradient emits a `UserWarning` saying that `autograd.backward()` leaves it unpopulated and suggesting `.retain_grad()`.",
    zh="读取既没有梯度、也不保留梯度的非叶子张量的 `.grad`，会发出 `UserWarning`，说 `autograd.backward()` 不会填充它，并建议使用 `.retain_grad()`。",
)
def _(run):
    texts = (
        "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed",
        "won't be populated during autograd.backward()",
        "use .retain_grad() on the non-leaf Tensor",
    )

    def holds(case):
        return any(all(text in str(w.message) for text in texts) for w in _caught_reading(case.tensor))

    return (
        all(warned(run, "UserWarning", text) for text in texts) and not run["y"].is_leaf and run.each(holds)
        and _each(over(tensors(only=(RETAINED, ASSIGNED))), lambda case: not case.tensor.is_leaf and not _caught_reading(case.tensor),
                  run.device)  # the non-leaves that hold or retain a gradient do not warn
    )


@claim(
    "autograd.nonleaf-grad-assigned",
    snippet="nonleaf_warning.py",
    over=over(tensors(only=(ASSIGNED,))),
    exception_to=("autograd.nonleaf-grad-none", "autograd.nonleaf-grad-warning"),
    not_covered=(("non-leaf with an assigned .grad after retain_grad()", "调用过 retain_grad() 又手动赋值过 .grad 的非叶子张量"),),
    en="A non-leaf whose `.grad` was assigned by hand keeps that value through `backward()` without `inputs=`, and reading it gives no warning.",
    zh="手动给 `.grad` 赋过值的非叶子张量，经过不带 `inputs=` 的 `backward()` 之后仍保留这个值，读取它也不会发出警告。",
)
def _(run):
    def keeps(case):
        t = case.tensor
        given = _grad(t).clone()
        _square_sum_backward(t)
        return not t.is_leaf and equal(_grad(t), given) and not _caught_reading(t)

    return not run["y"].is_leaf and run.each(keeps)


# --- retain_grad() ---------------------------------------------------------------------------


@claim(
    "autograd.retain-grad",
    snippet="retain_grad.py",
    en="Calling `y.retain_grad()` before `backward()` makes autograd store the non-leaf's gradient in `y.grad`, and sets `y.retains_grad`.",
    zh="在 `backward()` 之前调用 `y.retain_grad()`，自动求导就会把这个非叶子张量的梯度存进 `y.grad`，并设置 `y.retains_grad`。",
)
def _(run):
    y, w = run["y"], run["w"]
    return (
        y.retains_grad
        and equal(y.grad, 2 * y.detach())
        and equal(w.grad, 8 * w.detach())
        and not warned(run, "UserWarning")
    )


@claim(
    "autograd.backward-inputs",
    snippet="backward_inputs.py",
    en="`backward(inputs=[y])` accumulates gradients into `.grad` of those listed and of no other leaf: `y.grad` gets `2 * y`, and `w.grad` stays `None`.",
    zh="`backward(inputs=[y])` 把梯度累加到列出的张量的 `.grad` 中，未列出的叶子张量得不到梯度：`y.grad` 得到 `2 * y`，`w.grad` 仍是 `None`。",
)
def _(run):
    y, w = run["y"], run["w"]
    return y.retains_grad and equal(y.grad, 2 * y.detach()) and w.grad is None


@claim(
    "autograd.backward-inputs-any",
    snippet="backward_inputs.py",
    over=over(tensors(only=REAL_REQUIRE_GRAD, but=(NO_GRAD_VIEW, INFERENCE_VIEW))),
    not_covered=(GRAD_OFF_VIEW, INFERENCE_GRAD),
    en="For a floating-point `t` that requires grad, leaf or not, `(t * t).sum().backward(inputs=[t])` adds `2 * t` to `t.grad`, and a non-leaf gets `retains_grad`.",
    zh="对需要梯度的浮点张量 `t`，不论是否是叶子张量，`(t * t).sum().backward(inputs=[t])` 都会把 `2 * t` 加到 `t.grad` 上，非叶子张量还会被设置 `retains_grad`。",
)
def _(run):
    def holds(case):
        t = case.tensor
        start = _grad(t)
        start = start.clone() if start is not None else torch.zeros_like(t)
        (t * t).sum().backward(inputs=[t])
        return equal(_grad(t) - start, 2 * t.detach()) and (t.is_leaf or t.retains_grad)

    return printed(run, "y.retains_grad: True") and run.each(holds)


# --- accumulation ----------------------------------------------------------------------------


@claim(
    "autograd.accumulates",
    snippet="accumulation.py",
    over=over(LEAVES_BUT_NO_GRAD_VIEW),
    not_covered=(GRAD_OFF_VIEW,),
    en="Gradients accumulate: another backward pass adds its result to `.grad` of a leaf that requires grad instead of replacing it.",
    zh="梯度会累加：再一次反向传播会把结果加到需要梯度的叶子张量的 `.grad` 上，而不是替换它。",
)
def _(run):
    def holds(case):
        t = case.tensor
        start = _grad_or_zero(t)
        _real_sum(t * 2).backward()
        first = t.grad.clone()
        _real_sum(t * 2).backward()
        return not equal(first, start) and equal(t.grad - first, first - start)

    return run["first"].tolist() == [2.0, 2.0, 2.0] and run["w"].grad.tolist() == [4.0, 4.0, 4.0] and run.each(holds)


@claim(
    "autograd.zeroing",
    snippet="zeroing.py",
    not_covered=(("a sparse `.grad`", "稀疏的 `.grad`"),),
    en="`w.grad.zero_()` fills the gradient with zeros in place: the next backward pass without `create_graph=True` adds into that same tensor `g`.",
    zh="`w.grad.zero_()` 原地把梯度填为零：下一次不带 `create_graph=True` 的反向传播把结果加到同一个张量 `g` 中。",
)
def _(run):
    v, h = run["v"], run["h"]
    return (
        printed(run, "after zero_(): tensor([0., 0., 0.])")
        and printed(run, "next backward: tensor([3., 3., 3.]) | w.grad is g: True")
        and run["kept"] is run["g"]
        and printed(run, "with create_graph=True: v.grad is h: False")  # that pass stores a new tensor
        and v.grad is not h and h.tolist() == [0.0, 0.0, 0.0] and v.grad.tolist() == [3.0, 3.0, 3.0]
    )


@claim(
    "autograd.zeroing-none",
    snippet="zeroing.py",
    en="`w.grad = None` drops the gradient: the next backward pass stores a new tensor in `w.grad`, not `g`.",
    zh="`w.grad = None` 会丢掉梯度：下一次反向传播在 `w.grad` 中存入一个新张量，而不是 `g`。",
)
def _(run):
    w, g = run["w"], run["g"]
    return (
        printed(run, "after = None:  None")
        and printed(run, "next backward: tensor([4., 4., 4.]) | w.grad is g: False")
        and w.grad is not g and w.grad.tolist() == [4.0, 4.0, 4.0]
    )


# --- backward from a non-scalar --------------------------------------------------------------


@claim(
    "autograd.nonscalar-needs-gradient",
    snippet="nonscalar_error.py",
    en="`y.backward()` without arguments, on the three-element `y = w * 2`, raises `RuntimeError: grad can be implicitly created only for scalar outputs`.",
    zh="对有三个元素的 `y = w * 2` 不带参数调用 `y.backward()`，会抛出 `RuntimeError: grad can be implicitly created only for scalar outputs`（只有标量输出才能隐式创建梯度）。",
)
def _(run):
    return run["y"].shape == (3,) and raised(run, RuntimeError, "grad can be implicitly created only for scalar outputs")


@claim(
    "autograd.gradient-argument",
    snippet="nonscalar_gradient.py",
    en="Passing `gradient=` of the shape of `y` makes it work: the leaf receives `gradient` multiplied through the graph, here `gradient * 2`.",
    zh="传入与 `y` 形状相同的 `gradient=` 就可以了：叶子张量得到的是 `gradient` 沿计算图相乘后的结果，这里是 `gradient * 2`。",
)
def _(run):
    return run["w"].grad.tolist() == [2.0, 20.0, 200.0]


@claim(
    "autograd.one-element-backward",
    snippet="one_element.py",
    en="The message says scalar, yet `backward()` without arguments also works on `y` of shape `(1,)` or `(1, 1)`, and raises the same `RuntimeError` on shape `(0,)`.",
    zh="错误信息说的是标量，但不带参数的 `backward()` 对形状为 `(1,)` 或 `(1, 1)` 的 `y` 同样可以执行，对形状为 `(0,)` 的则抛出同样的 `RuntimeError`。",
)
def _(run):
    return (
        printed(run, "shape (1,) works, w.grad: tensor([2., 0., 0.])")
        and printed(run, "shape (1, 1) works, w.grad: tensor([2., 0., 0.])")
        and printed(run, "shape (0,) RuntimeError: grad can be implicitly created only for scalar outputs")
    )


# --- backward needs a graph ------------------------------------------------------------------

NO_GRAD_FN = "element 0 of tensors does not require grad and does not have a grad_fn"


@claim(
    "autograd.no-graph-error",
    snippet="no_graph.py",
    over=over(tensors(only=NO_GRAD)),
    en="`backward()` on a tensor that does not require grad raises `RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn`.",
    zh="对不需要梯度的张量调用 `backward()` 会抛出 `RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn`（传入的张量中，第一个既不需要梯度，也没有 grad_fn）。",
)
def _(run):
    return (
        not run["out"].requires_grad
        and run["out"].grad_fn is None
        and raised(run, RuntimeError, NO_GRAD_FN)
        and run.each(lambda case: raises(lambda: case.tensor.sum().backward(), RuntimeError, NO_GRAD_FN))
    )


@claim(
    "autograd.no-graph-position",
    snippet="no_graph.py",
    en="The number is that tensor's position among those passed: with `out` second, `torch.autograd.backward([(w * 2).sum(), out])` says element 1.",
    zh="其中的数字是该张量在传入的张量中的位置：`out` 排在第二个时，`torch.autograd.backward([(w * 2).sum(), out])` 提示的是 element 1。",
)
def _(run):
    return printed(run, "out passed second: " + NO_GRAD_FN.replace("element 0", "element 1")) and raised(run, RuntimeError, NO_GRAD_FN)


# --- backward twice --------------------------------------------------------------------------

SECOND_TIME = "Trying to backward through the graph a second time"


@claim(
    "autograd.backward-twice",
    snippet="backward_twice.py",
    over=over(LEAVES_BUT_VIEW, ops("differentiable", only=SAVING)),
    not_covered=(GRAD_OFF_VIEW, INFERENCE_GRAD, ("custom `torch.autograd.Function`", "自定义的 `torch.autograd.Function`")),
    en=f"A second `backward()` through a built-in operation that saved tensors for the backward pass raises `RuntimeError: {SECOND_TIME}` if the first did not pass `retain_graph=True`.",
    zh=f"第二次 `backward()` 如果要经过为反向传播保存了张量的内置运算，而第一次没有传入 `retain_graph=True`，就会抛出 `RuntimeError: {SECOND_TIME}`（试图第二次对计算图做反向传播）。",
)
def _(run):
    def holds(case):
        result = case.apply()
        saved = _saved_tensors(result.grad_fn)
        out = _real_sum(result)
        out.backward()
        return bool(saved) and raises(out.backward, RuntimeError, SECOND_TIME)

    return (
        equal(run["w"].grad, 2 * run["w"].detach())  # the first pass ran
        and raised(run, RuntimeError, SECOND_TIME)
        and raised(run, RuntimeError, "Saved intermediate values of the graph are freed")
        and run.each(holds)
    )


@claim(
    "autograd.create-graph-retains",
    snippet="backward_twice.py",
    over=over(LEAVES_BUT_VIEW, ops("differentiable", only=SAVING)),
    exception_to="autograd.backward-twice",
    not_covered=(GRAD_OFF_VIEW, INFERENCE_GRAD),
    en="`retain_graph` defaults to the value of `create_graph`: `backward(create_graph=True)` keeps the graph too.",
    zh="`retain_graph` 的默认值取 `create_graph` 的值：`backward(create_graph=True)` 同样会保留计算图。",
)
def _(run):
    def kept_by_create_graph(case):
        result = case.apply()
        saved = bool(_saved_tensors(result.grad_fn))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the reference cycle that create_graph=True makes
            out = _real_sum(result)
            out.backward(create_graph=True)
            out.backward()  # does not raise
            freed = _real_sum(case.op.apply(case.tensor))
            freed.backward(create_graph=True, retain_graph=False)
        return saved and raises(freed.backward, RuntimeError, SECOND_TIME)

    return (
        printed(run, "after backward(create_graph=True), a second backward: k.grad = tensor([ 4.,  8., 12.])")
        and printed(run, "after backward(create_graph=True, retain_graph=False), a second backward: RuntimeError")
        and run.each(kept_by_create_graph)
    )


@claim(
    "autograd.backward-twice-scalar",
    snippet="backward_twice.py",
    over=over(LEAVES_BUT_VIEW, ops("differentiable", only=("t * 2",))),
    not_covered=(GRAD_OFF_VIEW,),
    en="`w * 2` is such an operation: its node saves the number `2` as a tensor.",
    zh="`w * 2` 就是这样的运算：它的节点把数字 `2` 存成了一个张量。",
)
def _(run):
    def holds(case):
        return equal(case.apply().grad_fn._saved_other, 2)

    return printed(run, "w * 2 saves for backward: tensor(2)") and run.each(holds)


@claim(
    "autograd.retain-graph",
    snippet="retain_graph.py",
    over=over(LEAVES_BUT_NO_GRAD_VIEW, ops("differentiable", only=SAVING)),
    not_covered=(GRAD_OFF_VIEW, INFERENCE_GRAD),
    en="`backward(retain_graph=True)` keeps the saved tensors, so a second pass works, and its gradient adds to the first.",
    zh="`backward(retain_graph=True)` 会保留保存的张量，于是第二次反向传播可以进行，其梯度与第一次的相加。",
)
def _(run):
    def holds(case):
        t = case.tensor
        start = _grad_or_zero(t)
        out = _real_sum(case.apply())
        out.backward(retain_graph=True)
        first = t.grad.clone()
        out.backward()
        return not equal(first, start) and equal(t.grad - first, first - start)

    w = run["w"]
    return equal(w.grad, 4 * w.detach()) and run.each(holds)


@claim(
    "autograd.backward-twice-no-saved",
    snippet="backward_twice_add.py",
    over=over(LEAVES_BUT_VIEW, ops("differentiable", but=SAVING)),
    not_covered=(GRAD_OFF_VIEW, INFERENCE_GRAD),
    en="A graph that saved no tensor, such as `(w + 2).sum()`, can be run backward twice without `retain_graph=True`, unlike one through `t * 2`, `exp` or `abs`.",
    zh="没有保存张量的计算图，例如 `(w + 2).sum()`，不加 `retain_graph=True` 也可以反向传播两次；经过 `t * 2`、`exp` 或 `abs` 的则不行。",
)
def _(run):
    def holds(case):
        t = case.tensor
        start = _grad_or_zero(t)
        result = case.apply()
        saved = _saved_tensors(result.grad_fn)
        out = _real_sum(result)
        out.backward()
        first = t.grad.clone()
        out.backward()
        return not saved and not equal(first, start) and equal(t.grad - first, first - start)

    return run["w"].grad.tolist() == [2.0, 2.0, 2.0] and run.each(holds)


# --- an in-place change to a saved tensor --------------------------------------------------------------

MODIFIED_INPLACE = "one of the variables needed for gradient computation has been modified by an inplace operation"


@claim(
    "autograd.inplace-modified-error",
    snippet="inplace_modified.py",
    en=f"`y.mul_(2)` on `y = x.sigmoid()`, which `sigmoid()` saves for backward, makes `y.sum().backward()` raise `RuntimeError: {MODIFIED_INPLACE}`; write `y * 2` instead.",
    zh=f"`sigmoid()` 会保存它的输出 `y = x.sigmoid()`，供反向传播使用；对这个输出执行 `y.mul_(2)` 后，`y.sum().backward()` 会抛出 `RuntimeError: {MODIFIED_INPLACE}`（梯度计算所需的某个变量已被原地修改）；改写成 `y * 2` 即可。",
)
def _(run):
    x = run["x"]
    s = torch.sigmoid(x.detach())
    return (
        raised(run, RuntimeError, MODIFIED_INPLACE)
        and equal(x.grad, 2 * s * (1 - s))
        and equal(run["z"], 2 * s)
    )
