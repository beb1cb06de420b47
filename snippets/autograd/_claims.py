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

LEAVES_BUT_NO_GRAD_VIEW = tensors("requires-grad", "leaf", but=(NO_GRAD_VIEW, INFERENCE_VIEW))

NODE_RULE = over(
    tensors(only=REQUIRE_GRAD),
    ops("differentiable", "same-if-unchanged", but=SELF_CALLS),
    contexts(but=("torch.no_grad()", "inference mode")),
)
"""A differentiable operation on a tensor that requires grad, with grad mode on (no_grad, inference mode and
set_grad_enabled(False) are outside: the last is picked by name only)."""


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
    en="A tensor that a factory function makes from sizes or Python numbers, such as `torch.ones(3)`, has `requires_grad` equal to `False` unless you pass `requires_grad=True`, in every context tried: under a `meta` default device, a float64 default dtype, `torch.no_grad()`, `torch.set_grad_enabled(False)` and inference mode too.",
    zh="工厂函数根据大小或 Python 数值创建的张量（例如 `torch.ones(3)`），除非传入 `requires_grad=True`，否则 `requires_grad` 为 `False`；试过的每种上下文都是如此，包括默认设备为 `meta`、默认数据类型（default dtype）为 float64、在 `torch.no_grad()` 中、在 `torch.set_grad_enabled(False)` 下和在推理模式（inference mode）中。",
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
    en="Complex tensors can require grad as well as floating-point ones (`c`), and `requires_grad_()` turns a floating-point or complex tensor that does not require grad, such as the `float16` tensor `h`, into a leaf that requires grad, in every context tried; an inference tensor is the exception (next).",
    zh="复数张量和浮点张量一样可以需要梯度（`c`）；`requires_grad_()` 能把不需要梯度的浮点或复数张量（例如 `float16` 张量 `h`）变成需要梯度的叶子张量（leaf tensor），试过的每种上下文都是如此；推理张量（inference tensor）是例外（见下文）。",
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
    "autograd.inference-tensor-requires-grad",
    snippet="inference_tensor.py",
    over=over(tensors(only=("inference tensor",)), ops("set-requires-grad")),
    en="An inference tensor, made inside `torch.inference_mode()`, cannot be made to require grad outside it: `i.requires_grad_()` raises `RuntimeError: Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.`, and so does wrapping it in `torch.nn.Parameter`.",
    zh="推理张量（在 `torch.inference_mode()` 中创建）离开推理模式后就不能再设为需要梯度：`i.requires_grad_()` 会抛出 `RuntimeError: Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.`（不允许在推理模式之外对推理张量设置 requires_grad=True），用 `torch.nn.Parameter` 包装它也一样。",
)
def _(run):
    message = "Setting requires_grad=True on inference tensor outside InferenceMode is not allowed."
    return (
        run["i"].is_inference()
        and raised(run, RuntimeError, message)
        and run.each(lambda case: raises(case.apply, RuntimeError, message))
    )


@claim(
    "autograd.parameter-requires-grad",
    snippet="parameter.py",
    over=over(tensors(only=FLOATING_OR_COMPLEX, but=("inference tensor",)), ops("set-requires-grad", only=("torch.nn.Parameter(t)",))),
    en="`torch.nn.Parameter` is the exception: wrapping a floating-point or complex tensor gives a parameter that is a leaf with `requires_grad` equal to `True`, whether the tensor required grad or not (`t` here does not) and whether it was a leaf or not, unless you pass `requires_grad=False`, which also lets an integer tensor be a parameter (`counts`); an inference tensor is the exception (above). The weights of `torch.nn.Linear(2, 1)` are parameters and require grad too.",
    zh="`torch.nn.Parameter` 是例外：把浮点或复数张量包装成参数，得到的参数是叶子张量，`requires_grad` 为 `True`，无论原张量是否需要梯度（这里的 `t` 不需要）、是否是叶子张量，除非传入 `requires_grad=False`，这样整数张量也能成为参数（`counts`）；推理张量是例外（见上文）。`torch.nn.Linear(2, 1)` 的权重也是参数，同样需要梯度。",
)
def _(run):
    def holds(case):
        result = case.apply()
        return isinstance(result, torch.nn.Parameter) and result.requires_grad and result.is_leaf and result.grad_fn is None

    counts = run["counts"]
    return (
        run["t"].requires_grad is False
        and isinstance(run["p"], torch.nn.Parameter)
        and run["p"].requires_grad is True
        and run["p"].is_leaf
        and run["frozen"].requires_grad is False
        and not counts.is_floating_point() and isinstance(counts, torch.nn.Parameter) and counts.requires_grad is False
        and isinstance(run["layer"].weight, torch.nn.Parameter)
        and run["layer"].weight.requires_grad is True
        and run.each(holds)
    )


@claim(
    "autograd.requires-grad-int-error",
    snippet="requires_grad_int.py",
    over=over(tensors(only=INTEGER_OR_BOOL), ops("set-requires-grad")),
    en="An integer or bool tensor cannot require grad: `torch.tensor([1, 2, 3], requires_grad=True)` raises `RuntimeError: Only Tensors of floating point and complex dtype can require gradients`, and `requires_grad_()` or wrapping in `torch.nn.Parameter` raises `RuntimeError` too.",
    zh="整数或布尔张量不能需要梯度：`torch.tensor([1, 2, 3], requires_grad=True)` 会抛出 `RuntimeError: Only Tensors of floating point and complex dtype can require gradients`（只有浮点和复数数据类型的张量才能需要梯度），调用 `requires_grad_()` 或用 `torch.nn.Parameter` 包装也会抛出 `RuntimeError`。",
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
    en="A tensor that a factory function makes from sizes or Python numbers has `grad_fn` equal to `None`, even with `requires_grad=True` (`w` here), in every context tried.",
    zh="工厂函数根据大小或 Python 数值创建的张量，即使 `requires_grad=True`（这里的 `w`），其 `grad_fn` 也是 `None`，试过的每种上下文都是如此。",
)
def _(run):
    return (
        run["w"].grad_fn is None and run["w"].requires_grad
        and run.each(lambda case: case.apply().grad_fn is None)
    )


@claim(
    "autograd.grad-fn-node",
    snippet="grad_fn.py",
    over=NODE_RULE,
    en="Outside `torch.no_grad()`, `torch.set_grad_enabled(False)` and inference mode, the result of a differentiable operation (`t * 2`, `t + 1`, `sum`, `exp`, `abs`, `clone`, indexing with `t[...]`) on a tensor that requires grad also requires grad, and its `grad_fn` is a node of the autograd graph; for each of these operations the node's name ends in `Backward` and a number: `AddBackward0` for `w + 2`, `MulBackward0` for `y * y`. Not every node is named so: the copy `torch.empty(3).copy_(w)` has `torch::autograd::CopyBackwards`, and floor division, which has no derivative formula, gives `w // 2` the node `torch::autograd::NotImplemented`. The conversions `double`, `float`, `to`, `type`, `cpu`, `contiguous` and `flatten` are left out: see leaf tensors.",
    zh="在 `torch.no_grad()`、`torch.set_grad_enabled(False)` 和推理模式之外，对需要梯度的张量做可微运算（`t * 2`、`t + 1`、`sum`、`exp`、`abs`、`clone`、用 `t[...]` 索引），结果同样需要梯度，其 `grad_fn` 是计算图（autograd graph）中的一个节点；对这些运算而言，节点的名字以 `Backward` 加一个数字结尾：`w + 2` 对应 `AddBackward0`，`y * y` 对应 `MulBackward0`。并非每个节点都这样命名：复制 `torch.empty(3).copy_(w)` 的节点是 `torch::autograd::CopyBackwards`；向下取整除法没有求导公式，`w // 2` 得到的节点是 `torch::autograd::NotImplemented`。转换 `double`、`float`、`to`、`type`、`cpu`、`contiguous` 和 `flatten` 不在此列，见叶子张量一节。",
)
def _(run):
    def holds(case):
        result = case.apply()
        return result.requires_grad and result.grad_fn is not None and re.fullmatch(r"\w+Backward\d+", result.grad_fn.name()) is not None

    return (
        run["y"].requires_grad
        and run["y"].grad_fn.name() == "AddBackward0"
        and run["z"].grad_fn.name() == "MulBackward0"
        and run["c"].grad_fn.name() == "torch::autograd::CopyBackwards"
        and (run["w"] // 2).requires_grad and (run["w"] // 2).grad_fn.name() == "torch::autograd::NotImplemented"
        and run.each(holds)
        and _each(over(tensors(only=REAL_LEAVES), ops("differentiable", only=("t * 2",)),
                       contexts("torch.no_grad()", "inference mode", "torch.set_grad_enabled(False)")),
                  lambda case: not case.apply().requires_grad, run.device)  # the contexts it leaves out
    )


@claim(
    "autograd.grad-fn-next",
    snippet="grad_fn.py",
    en="`next_functions` links a node to the nodes of its inputs: the `MulBackward0` of `z = y * y` points twice to the `AddBackward0` of `y`, and that one points to an `AccumulateGrad` node that holds the leaf `w`, and to `None` for the number `2`, which needs no gradient.",
    zh="`next_functions` 把一个节点连到其输入的节点：`z = y * y` 的 `MulBackward0` 两次指向 `y` 的 `AddBackward0`，后者指向一个持有叶子张量 `w` 的 `AccumulateGrad` 节点，而数字 `2` 不需要梯度，对应的是 `None`。",
)
def _(run):
    z, y, w = run["z"], run["y"], run["w"]
    accumulate = y.grad_fn.next_functions[0][0]
    return (
        [type(f).__name__ for f, _ in z.grad_fn.next_functions] == ["AddBackward0", "AddBackward0"]
        and all(f is y.grad_fn for f, _ in z.grad_fn.next_functions)
        and type(accumulate).__name__ == "AccumulateGrad" and accumulate.variable is w
        and y.grad_fn.next_functions[1][0] is None
        and printed(run, "y.grad_fn.next_functions: ['AccumulateGrad', None]")
    )


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
    en="`.grad` of a leaf made to require grad, by `requires_grad=True` or as a `Parameter`, floating-point or complex, is `None` until a backward pass reaches it (the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out: no backward pass fills its `.grad`, below).",
    zh="通过 `requires_grad=True` 或作为 `Parameter` 而需要梯度的叶子张量（浮点或复数），在反向传播到达它之前，`.grad` 是 `None`（需要梯度的叶子张量在 no_grad 下取的视图（view）和需要梯度的叶子张量在推理模式下取的视图除外：任何反向传播都不会填入它的 `.grad`，见下文）。",
)
def _(run):
    def holds(case):
        t = case.tensor
        before = t.grad
        _real_sum(t * t).backward()
        return before is None and t.grad is not None

    return printed(run, "before backward: None") and run["w"].grad is not None and run.each(holds)


@claim(
    "autograd.deepcopy-grad",
    snippet="grad.py",
    over=over(tensors(only=(DEEP_COPY,))),
    en="A deep copy starts with a gradient: `copy.deepcopy(w)` after the backward pass is a leaf that requires grad and that no backward pass reached, yet its `.grad` equals `w.grad`, in memory of its own.",
    zh="深拷贝一开始就带着梯度：反向传播之后的 `copy.deepcopy(w)` 是需要梯度的叶子张量，没有任何反向传播到达过它，但它的 `.grad` 等于 `w.grad`，且位于自己的内存中。",
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


@claim(
    "autograd.grad-after-backward",
    snippet="grad.py",
    over=over(tensors(only=REAL_LEAVES, but=(NO_GRAD_VIEW, INFERENCE_VIEW))),
    en="After `out.backward()`, a floating-point leaf that requires grad holds d`out`/d`w` in `.grad`: `2 * w` for `out = (w * w).sum()`, here and for every such leaf tried, the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out; for a real scalar `out`, `backward()` needs no argument (it starts from a gradient of 1). A complex leaf is different (next).",
    zh="`out.backward()` 之后，需要梯度的浮点叶子张量在 `.grad` 中保存 d`out`/d`w`：对 `out = (w * w).sum()` 是 `2 * w`，这里如此，试过的每个这样的叶子张量（需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外）也都如此；`out` 是实数标量时，`backward()` 无需参数（起始梯度为 1）。复数叶子张量则不同（见下文）。",
)
def _(run):
    def holds(case):
        t = case.tensor
        out = _square_sum_backward(t)
        return out.dim() == 0 and equal(t.grad, 2 * t.detach())

    w = run["w"]
    return run["out"].dim() == 0 and equal(w.grad, 2 * w.detach()) and run.each(holds)


COMPLEX_ERROR = "grad can be implicitly created only for real scalar outputs but got torch.complex64"


@claim(
    "autograd.complex-grad",
    snippet="complex_grad.py",
    over=over(tensors(only=(COMPLEX_LEAF,))),
    en="For the complex leaf `c`, `out = (c * c).sum()` is a complex scalar, and `out.backward()` raises `RuntimeError: grad can be implicitly created only for real scalar outputs but got torch.complex64`; given `torch.tensor(1 + 0j)` to start from, it leaves in `c.grad` the conjugate of `2 * c`, not `2 * c`. So for the complex leaf of the catalogue.",
    zh="对复数叶子张量 `c`，`out = (c * c).sum()` 是复数标量，`out.backward()` 会抛出 `RuntimeError: grad can be implicitly created only for real scalar outputs but got torch.complex64`（只有实数标量输出才能隐式创建梯度，但得到的是 torch.complex64）；给定起始梯度 `torch.tensor(1 + 0j)` 时，它在 `c.grad` 中留下的是 `2 * c` 的共轭，而不是 `2 * c`。目录中的复数叶子张量也是如此。",
)
def _(run):
    def holds(case):
        t = case.tensor
        out = (t * t).sum()
        if not raises(out.backward, RuntimeError, COMPLEX_ERROR):
            return False
        out.backward(torch.tensor(1 + 0j))
        return equal(t.grad, (2 * t.detach()).conj()) and not equal(t.grad, 2 * t.detach())

    c = run["c"]
    return (
        printed(run, "RuntimeError: " + COMPLEX_ERROR)
        and equal(c.grad, (2 * c.detach()).conj()) and not equal(c.grad, 2 * c.detach())
        and run.each(holds)
    )


# --- leaf tensors ----------------------------------------------------------------------------


@claim(
    "autograd.leaf-created",
    snippet="leaf_table.py",
    over=over(ops("factory", "factory-requires-grad"), ALL_CONTEXTS),
    en="A tensor that a factory function makes from sizes or Python numbers is a leaf (`is_leaf` is `True`) whether or not it requires grad, in every context tried: `torch.ones(2)` and `torch.ones(2, requires_grad=True)` in the table.",
    zh="工厂函数根据大小或 Python 数值创建的张量都是叶子张量（`is_leaf` 为 `True`），无论是否需要梯度，试过的每种上下文都是如此：见表中的 `torch.ones(2)` 和 `torch.ones(2, requires_grad=True)`。",
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
    en="The result of an operation is a leaf too when no tensor it takes requires grad: `x * 2` has `is_leaf=True` and no `grad_fn`, and so does the result of every differentiable operation tried (arithmetic, `sum`, `exp`, `abs`, `clone`, indexing, casts) on a floating-point, integer or complex tensor that does not require grad, in every context tried.",
    zh="如果运算接收的张量都不需要梯度，运算结果也是叶子张量：`x * 2` 的 `is_leaf=True`，且没有 `grad_fn`；对不需要梯度的浮点、整数或复数张量做试过的每种可微运算（算术运算、`sum`、`exp`、`abs`、`clone`、索引、类型转换），结果也都如此，试过的每种上下文都是如此。",
)
def _(run):
    def holds(case):
        result = case.apply()
        return result.is_leaf and result.grad_fn is None and not result.requires_grad

    t = run["rows"]["x * 2"]
    return t.is_leaf and t.grad_fn is None and not t.requires_grad and run.each(holds)


@claim(
    "autograd.inplace-write-joins-graph",
    snippet="leaf_table.py",
    en="An in-place write of a value that requires grad is another matter: `z`, made by `torch.zeros(2)` without grad, after `z[0] = w[0]` requires grad and is not a leaf, its `grad_fn` being `torch::autograd::CopySlices`.",
    zh="原地写入一个需要梯度的值则是另一回事：由 `torch.zeros(2)` 创建、不需要梯度的 `z`，在 `z[0] = w[0]` 之后需要梯度，且不再是叶子张量，其 `grad_fn` 是 `torch::autograd::CopySlices`。",
)
def _(run):
    z = run["z"]
    return (
        z is run["rows"]["z after z[0] = w[0]"]
        and z.requires_grad and not z.is_leaf and z.grad_fn.name() == "torch::autograd::CopySlices"
        and printed(run, "| `z after z[0] = w[0]` | ✓ | ✗ | `torch::autograd::CopySlices` |")
    )


@claim(
    "autograd.no-grad-output",
    snippet="leaf_table.py",
    over=over(tensors(only=REAL_REQUIRE_GRAD), ops("no-grad-output")),
    en="Some operations give a result that does not require grad even from a tensor that requires grad: comparisons (`w > 0`, `t == t`), `argmax`, `nonzero`, casts to an integer or bool dtype (`w.long()`, `int`, `bool`) and `w.detach()`. Their result is a leaf with no `grad_fn`, on every floating-point tensor that requires grad tried.",
    zh="有些运算即使作用于需要梯度的张量，结果也不需要梯度：比较（`w > 0`、`t == t`）、`argmax`、`nonzero`、转换为整数或布尔数据类型（`w.long()`、`int`、`bool`），以及 `w.detach()`。在试过的每个需要梯度的浮点张量上，它们的结果都是没有 `grad_fn` 的叶子张量。",
)
def _(run):
    def holds(t):
        return not t.requires_grad and t.is_leaf and t.grad_fn is None

    r = run["rows"]
    return all(holds(r[k]) for k in ("w > 0", "w.argmax()", "w.long()", "w.detach()")) and run.each(lambda case: holds(case.apply()))


@claim(
    "autograd.nonleaf",
    snippet="leaf_table.py",
    over=NODE_RULE,
    en="Outside `torch.no_grad()`, `torch.set_grad_enabled(False)` and inference mode, the result of a differentiable operation on a tensor that requires grad is a non-leaf: `w * 2` has `is_leaf=False` and a `grad_fn`; the conversions `double`, `float`, `to`, `type`, `cpu`, `contiguous` and `flatten` are left out (next).",
    zh="在 `torch.no_grad()`、`torch.set_grad_enabled(False)` 和推理模式之外，对需要梯度的张量做可微运算，结果是非叶子张量：`w * 2` 的 `is_leaf=False`，并带有 `grad_fn`；转换 `double`、`float`、`to`、`type`、`cpu`、`contiguous` 和 `flatten` 不在此列（见下一条）。",
)
def _(run):
    def holds(case):
        result = case.apply()
        return result.is_leaf is False and result.grad_fn is not None and result.requires_grad

    t = run["rows"]["w * 2"]
    return (
        t.is_leaf is False and t.grad_fn is not None and t.requires_grad and run.each(holds)
        and _each(over(tensors(only=REAL_LEAVES), ops("differentiable", only=("t * 2",)),
                       contexts("torch.no_grad()", "inference mode", "torch.set_grad_enabled(False)")),
                  lambda case: case.apply().is_leaf, run.device)  # the contexts it leaves out
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
    snippet="leaf_table.py",
    over=over(Selection(tensors(only=REQUIRE_GRAD).items + (CHANNELS_LAST_LEAF,)),
              ops("differentiable", "same-if-unchanged", only=SELF_CALLS), contexts()),
    en="A conversion that has nothing to change returns its input itself, in every context tried, `torch.no_grad()` included: `double()` and `to(torch.float64)` on a float64 tensor, `float()`, `to(torch.float32)` and `type(torch.float32)` on a float32 one, `contiguous()` on a contiguous one, `cpu()` on one in CPU memory, `to(t.device)` on any, `flatten()` on a 1-D one, and `to(memory_format=torch.contiguous_format)` on one not laid out as channels_last, contiguous or not (see clone); otherwise each returns a new tensor, except `cpu()` on a meta tensor, which has no data: `torch.ones(2, device='meta').cpu()` raises `NotImplementedError: Cannot copy out of meta tensor; no data!`. So where such a conversion returns its input, on each tensor that requires grad tried, a leaf stays that leaf, and the float64 leaf `d` that requires grad is what `d.double()` and `d.to(torch.float64)` return, a leaf with no `grad_fn`. On the channels_last leaf that requires grad tried, with grad mode on, `to(memory_format=torch.contiguous_format)` gives a new tensor, not a leaf, with `ToCopyBackward0` as its `grad_fn`.",
    zh="没有什么可改变的转换会返回输入本身，试过的每种上下文都是如此，包括 `torch.no_grad()`：对 float64 张量调用 `double()` 和 `to(torch.float64)`，对 float32 张量调用 `float()`、`to(torch.float32)` 和 `type(torch.float32)`，对连续张量调用 `contiguous()`，对位于 CPU 内存中的张量调用 `cpu()`，对任何张量调用 `to(t.device)`，对 1 维张量调用 `flatten()`，以及对不是 channels_last 布局（layout）的张量调用 `to(memory_format=torch.contiguous_format)`，无论它是否连续（见克隆一页）；否则各自返回一个新张量，只有对没有数据的 meta 张量调用 `cpu()` 例外：`torch.ones(2, device='meta').cpu()` 会抛出 `NotImplementedError: Cannot copy out of meta tensor; no data!`（meta 张量没有数据，无法从中复制）。因此在试过的每个需要梯度的张量上，只要转换返回的是输入本身，叶子张量仍是那个叶子张量，需要梯度的 float64 叶子张量 `d` 正是 `d.double()` 和 `d.to(torch.float64)` 的返回值，一个没有 `grad_fn` 的叶子张量。在试过的需要梯度的 channels_last 叶子张量上，梯度模式开启时，`to(memory_format=torch.contiguous_format)` 得到的是一个新张量，不是叶子张量，`grad_fn` 为 `ToCopyBackward0`。",
)
def _(run):
    def unchanged(t, code):
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
        return code == "t.to(t.device)"

    def holds(case):
        t = case.tensor
        leaf, result = t.is_leaf, case.apply()
        if unchanged(t, case.op.code):
            return result is t and result.is_leaf == leaf
        return result is not t

    def copies_channels_last(case):
        t = case.tensor
        result = case.apply()
        return (_channels_last(t) and result is not t and not result.is_leaf
                and result.grad_fn is not None and result.grad_fn.name() == "ToCopyBackward0")

    d, r = run["d"], run["rows"]
    to_contiguous = ops("same-if-unchanged", only=("t.to(memory_format=torch.contiguous_format)",))
    return (
        r["d.double()"] is d and r["d.to(torch.float64)"] is d and d.is_leaf and d.grad_fn is None and run.each(holds)
        and _each(over(Selection((CHANNELS_LAST_LEAF,)), to_contiguous), copies_channels_last, run.device)
        and raises(lambda: torch.ones(2, device="meta").cpu(), NotImplementedError, META_CPU_ERROR)
    )


# --- torch.no_grad() -------------------------------------------------------------------------


@claim(
    "autograd.no-grad-results",
    snippet="no_grad.py",
    over=over(LEAVES_THAT_REQUIRE_GRAD, ops("differentiable", "same-if-unchanged", but=("t[...]",) + SELF_CALLS),
         contexts(*GRAD_OFF)),
    en="Inside `torch.no_grad()`, `torch.set_grad_enabled(False)` or inference mode, the result of a differentiable operation on a leaf that requires grad does not require grad and is a leaf with no `grad_fn` (`y` and `z`); indexing with `t[...]` is left out (next), and so are the conversions `double`, `float`, `to`, `type`, `cpu`, `contiguous` and `flatten`, which return the leaf itself when they have nothing to change (above).",
    zh="在 `torch.no_grad()` 中、`torch.set_grad_enabled(False)` 下或推理模式中，对需要梯度的叶子张量做可微运算，结果不需要梯度，是没有 `grad_fn` 的叶子张量（`y` 和 `z`）；用 `t[...]` 索引不在此列（见下一条），转换 `double`、`float`、`to`、`type`、`cpu`、`contiguous` 和 `flatten` 也不在此列，它们在没有什么可改变时返回叶子张量本身（见上文）。",
)
def _(run):
    def holds(t):
        return not t.requires_grad and t.is_leaf and t.grad_fn is None

    return holds(run["y"]) and holds(run["z"]) and run.each(lambda case: holds(case.apply()))


@claim(
    "autograd.no-grad-views",
    snippet="no_grad.py",
    over=over(LEAVES_THAT_REQUIRE_GRAD, ops("view", "view-dtype", but=("t.detach()", "t.view(t.dtype)", "t.view(torch.int32)")),
              contexts(*GRAD_OFF)),
    en="Views are the exception: a view made inside `torch.no_grad()`, `torch.set_grad_enabled(False)` or inference mode of a leaf that requires grad (`v = w[...]`, and `view` with a shape, `unsqueeze`, `expand_as`, `as_strided`; `detach` aside) still requires grad, yet is a leaf with no `grad_fn`, as `v` and `u`, the view of `w` made in inference mode, are. The form of `view` that takes a dtype is left out (next).",
    zh="视图是例外：在 `torch.no_grad()` 中、`torch.set_grad_enabled(False)` 下或推理模式中由需要梯度的叶子张量得到的视图（`v = w[...]`，以及按形状的 `view`、`unsqueeze`、`expand_as`、`as_strided`；`detach` 除外）仍然需要梯度，却是没有 `grad_fn` 的叶子张量，`v` 和在推理模式中得到的 `w` 的视图 `u` 都是如此。接收数据类型的 `view` 形式不在此列（见下一条）。",
)
def _(run):
    def holds(t):
        return t.requires_grad and t.is_leaf and t.grad_fn is None

    return holds(run["v"]) and holds(run["u"]) and run.each(lambda case: holds(case.apply()))


@claim(
    "autograd.no-grad-view-no-grad",
    snippet="no_grad.py",
    over=over(tensors(only=(NO_GRAD_VIEW,))),
    en="Yet no backward pass fills the `.grad` of such a view, nor, through it, the `.grad` of its base: after `(v * v).sum().backward()`, `v.grad` and `w.grad` are both `None`; so too for the no_grad view of a leaf that requires grad in the catalogue (`w[1:]` taken inside `torch.no_grad()`).",
    zh="然而任何反向传播都不会填入这样的视图的 `.grad`，也不会经由它填入其基张量（base）的 `.grad`：`(v * v).sum().backward()` 之后，`v.grad` 和 `w.grad` 都是 `None`；目录中需要梯度的叶子张量在 no_grad 下取的视图（在 `torch.no_grad()` 中取的 `w[1:]`）也是如此。",
)
def _(run):
    def holds(case):
        t = case.tensor
        base = t._base
        (t * t).sum().backward()
        return t.is_leaf and t.requires_grad and base is not None and t.grad is None and base.grad is None

    v, w = run["v"], run["w"]
    return (v.grad is None and w.grad is None and v.requires_grad and v.is_leaf
            and printed(run, "after (v * v).sum().backward(): v.grad: None | w.grad: None")
            and run.each(holds))


@claim(
    "autograd.view-dtype",
    snippet="no_grad.py",
    over=over(tensors(only=REAL_LEAVES + (COMPLEX_LEAF, DEEP_COPY), but=(BF16_LEAF,)), ops("view-dtype"), ALL_CONTEXTS),
    en="`view` given a dtype is not a view in autograd's sense: `d = w.view(torch.float32)` shares the memory of `w`, yet its `_base` is `None`, it does not require grad and it is a leaf with no `grad_fn`, with grad mode on as inside `torch.no_grad()` (`dn`). So are `t.view(t.dtype)` and `t.view(torch.int32)` on each leaf that requires grad tried, in every context tried, except the bfloat16 leaf that requires grad, `torch.arange(1.0, 4.0, dtype=torch.bfloat16).requires_grad_()`: its 3 elements of 2 bytes make no whole int32, and `view(torch.int32)` raises `RuntimeError` on it.",
    zh="接收数据类型的 `view` 在自动求导（autograd）的意义上不是视图：`d = w.view(torch.float32)` 与 `w` 共享内存，但它的 `_base` 是 `None`，不需要梯度，是没有 `grad_fn` 的叶子张量；开启梯度时如此，在 `torch.no_grad()` 中也如此（`dn`）。在试过的每个需要梯度的叶子张量上、在试过的每种上下文中，`t.view(t.dtype)` 和 `t.view(torch.int32)` 也都是如此，例外是需要梯度的 bfloat16 叶子张量 `torch.arange(1.0, 4.0, dtype=torch.bfloat16).requires_grad_()`：它的 3 个 2 字节元素凑不成整数个 int32，`view(torch.int32)` 在它上面抛出 `RuntimeError`。",
)
def _(run):
    def holds(case):
        t, r = case.tensor, case.apply()
        return r._base is None and not r.requires_grad and r.is_leaf and r.grad_fn is None and r.data_ptr() == t.data_ptr()

    w, d, dn = run["w"], run["d"], run["dn"]
    bf16 = next(c for c in TENSORS if c.name == BF16_LEAF)
    return (
        all(x._base is None and not x.requires_grad and x.is_leaf and x.grad_fn is None and x.data_ptr() == w.data_ptr()
            for x in (d, dn))
        and printed(run, "d shares the memory of w: True")
        and printed(run, "d._base: None | dn._base: None")
        and run.each(holds)
        and bf16.code == "t = torch.arange(1.0, 4.0, dtype=torch.bfloat16).requires_grad_()"
        and bf16.build().numel() == 3 and bf16.build().element_size() == 2
        and raises(lambda: bf16.build().view(torch.int32), RuntimeError)
    )


# --- reading .grad of a non-leaf -------------------------------------------------------------

NON_LEAVES = tensors("non-leaf", but=(RETAINED, ASSIGNED))


@claim(
    "autograd.nonleaf-grad-none",
    snippet="nonleaf_warning.py",
    over=over(NON_LEAVES),
    en="`backward()` without `inputs=` fills `.grad` of the leaf `w` but not `.grad` of the non-leaf `y`: it reads `None` after the backward pass, as it does for every non-leaf tried but the non-leaf after retain_grad() (next section) and the non-leaf with an assigned .grad, which keeps the value it was given.",
    zh="不带 `inputs=` 的 `backward()` 会填充叶子张量 `w` 的 `.grad`，但不会填充非叶子张量 `y` 的 `.grad`：反向传播之后读到的仍是 `None`；除了调用过 retain_grad() 的非叶子张量（见下一节）和手动赋值过 .grad 的非叶子张量（它保留被赋予的值），试过的每个非叶子张量都是如此。",
)
def _(run):
    def holds(case):
        t = case.tensor
        _square_sum_backward(t)
        return not t.is_leaf and _grad(t) is None

    def keeps(case):
        t = case.tensor
        given = _grad(t).clone()
        _square_sum_backward(t)
        return not t.is_leaf and equal(_grad(t), given)

    return (
        run["w"].grad is not None and not run["y"].is_leaf and printed(run, "y.grad: None") and run.each(holds)
        and _each(over(tensors(only=(ASSIGNED,))), keeps, run.device)
    )


@claim(
    "autograd.nonleaf-grad-warning",
    snippet="nonleaf_warning.py",
    over=over(NON_LEAVES),
    en="Reading `.grad` of a non-leaf tensor that holds no gradient and does not retain one emits a `UserWarning` that its `.grad` won't be populated during `autograd.backward()` and suggests `.retain_grad()`; so does every non-leaf tried but the non-leaf after retain_grad() and the non-leaf with an assigned .grad, which give no warning.",
    zh="读取一个没有梯度、也不保留梯度的非叶子张量的 `.grad`，会发出 `UserWarning`，说明它的 `.grad` 在 `autograd.backward()` 中不会被填充，并建议使用 `.retain_grad()`；除了调用过 retain_grad() 的非叶子张量和手动赋值过 .grad 的非叶子张量（它们不发出警告），试过的每个非叶子张量都是如此。",
)
def _(run):
    texts = (
        "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed",
        "won't be populated during autograd.backward()",
        "use .retain_grad() on the non-leaf Tensor",
    )

    def caught_reading(case):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            case.tensor.grad  # noqa: B018 - reading is what warns
        return [w for w in caught if w.category is UserWarning and texts[0] in str(w.message)]

    def holds(case):
        return any(all(text in str(w.message) for text in texts) for w in caught_reading(case))

    return (
        all(warned(run, "UserWarning", text) for text in texts) and not run["y"].is_leaf and run.each(holds)
        and _each(over(tensors(only=(RETAINED, ASSIGNED))), lambda case: not case.tensor.is_leaf and not caught_reading(case), run.device)
    )


# --- retain_grad() ---------------------------------------------------------------------------


@claim(
    "autograd.retain-grad",
    snippet="retain_grad.py",
    en="Calling `y.retain_grad()` before `backward()` makes autograd store the non-leaf's gradient in `y.grad` (and sets `y.retains_grad`), while the leaf's gradient is computed as usual.",
    zh="在 `backward()` 之前调用 `y.retain_grad()`，autograd 就会把这个非叶子张量的梯度存进 `y.grad`（并设置 `y.retains_grad`），叶子张量的梯度照常计算。",
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
    over=over(tensors(only=REAL_REQUIRE_GRAD, but=(NO_GRAD_VIEW, INFERENCE_VIEW))),
    en="`backward(inputs=[y])` is the other way to a non-leaf's gradient: it computes the gradient for the tensors it lists only, adds it to `y.grad` (here `2 * y`) and sets `y.retains_grad`, while `w.grad` stays `None`. So for each floating-point tensor `t` that requires grad tried, leaf or not, the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out: after `(t * t).sum().backward(inputs=[t])`, `t.grad` has grown by `2 * t`, and a non-leaf retains its gradient.",
    zh="`backward(inputs=[y])` 是得到非叶子张量梯度的另一种办法：它只为列出的张量计算梯度，把梯度加到 `y.grad` 上（这里是 `2 * y`），并设置 `y.retains_grad`，而 `w.grad` 仍是 `None`。在试过的每个需要梯度的浮点张量 `t` 上（无论是否是叶子张量；需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外）都是如此：`(t * t).sum().backward(inputs=[t])` 之后，`t.grad` 增加了 `2 * t`，非叶子张量会保留它的梯度。",
)
def _(run):
    def holds(case):
        t = case.tensor
        start = _grad(t)
        start = start.clone() if start is not None else torch.zeros_like(t)
        (t * t).sum().backward(inputs=[t])
        return equal(_grad(t) - start, 2 * t.detach()) and (t.is_leaf or t.retains_grad)

    y, w = run["y"], run["w"]
    return y.retains_grad and equal(y.grad, 2 * y.detach()) and w.grad is None and run.each(holds)


# --- accumulation ----------------------------------------------------------------------------


@claim(
    "autograd.accumulates",
    snippet="accumulation.py",
    over=over(LEAVES_BUT_NO_GRAD_VIEW),
    en="Gradients accumulate: for a leaf that requires grad, a second `backward()` adds its result to what is already in `.grad` instead of replacing it (the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out).",
    zh="梯度会累加：对需要梯度的叶子张量，第二次 `backward()` 把结果加到 `.grad` 里已有的值上，而不是替换它（需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外）。",
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
    en="To start afresh, either fill the gradient with zeros (`w.grad.zero_()`) or drop it (`w.grad = None`); after `None`, the next backward pass stores a new gradient.",
    zh="要重新开始，可以把梯度清零（`w.grad.zero_()`），也可以直接丢掉（`w.grad = None`）；设为 `None` 之后，下一次反向传播会存入新的梯度。",
)
def _(run):
    return (
        printed(run, "after zero_(): tensor([0., 0., 0.])")
        and printed(run, "after = None:  None")
        and run["w"].grad.tolist() == [3.0, 3.0, 3.0]
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
    "autograd.one-element-backward",
    snippet="one_element.py",
    en="The message says scalar, yet `backward()` without arguments also works on `y` of shape `(1,)` or `(1, 1)`, one element each, and raises the same `RuntimeError` on shape `(0,)`, which has no element.",
    zh="错误信息说的是标量，但对形状为 `(1,)` 或 `(1, 1)`、各只有一个元素的 `y`，不带参数的 `backward()` 同样可以执行；对形状为 `(0,)`、没有元素的张量，则抛出同样的 `RuntimeError`。",
)
def _(run):
    return (
        printed(run, "shape (1,) works, w.grad: tensor([2., 0., 0.])")
        and printed(run, "shape (1, 1) works, w.grad: tensor([2., 0., 0.])")
        and printed(run, "shape (0,) RuntimeError: grad can be implicitly created only for scalar outputs")
    )


@claim(
    "autograd.gradient-argument",
    snippet="nonscalar_gradient.py",
    en="Passing `gradient=` (same shape as `y`) makes it work: the leaf receives `gradient` multiplied through the graph, here `gradient * 2`.",
    zh="传入与 `y` 形状相同的 `gradient=` 就可以了：叶子张量得到的是 `gradient` 沿计算图相乘后的结果，这里是 `gradient * 2`。",
)
def _(run):
    return run["w"].grad.tolist() == [2.0, 20.0, 200.0]


# --- backward needs a graph ------------------------------------------------------------------

NO_GRAD_FN = "element 0 of tensors does not require grad and does not have a grad_fn"


@claim(
    "autograd.no-graph-error",
    snippet="no_graph.py",
    over=over(tensors(only=NO_GRAD)),
    en="`backward()` on a tensor that does not require grad (it has no `grad_fn`) raises `RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn`: `out.backward()` here, and `t.sum().backward()` on every tensor `t` tried that does not require grad. The number is that tensor's position among those passed to `backward`: with `out` passed second, `torch.autograd.backward([(w * 2).sum(), out])` says element 1.",
    zh="对不需要梯度（也没有 `grad_fn`）的张量调用 `backward()`，会抛出 `RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn`（传给 backward 的张量中，第一个张量不需要梯度，也没有 grad_fn）：这里的 `out.backward()` 如此，试过的每个不需要梯度的张量 `t` 调用 `t.sum().backward()` 也都如此。其中的数字是该张量在传给 `backward` 的张量中的位置：把 `out` 放在第二个，`torch.autograd.backward([(w * 2).sum(), out])` 提示的就是 element 1。",
)
def _(run):
    return (
        not run["out"].requires_grad
        and run["out"].grad_fn is None
        and raised(run, RuntimeError, NO_GRAD_FN)
        and printed(run, "out passed second: " + NO_GRAD_FN.replace("element 0", "element 1"))
        and run.each(lambda case: raises(lambda: case.tensor.sum().backward(), RuntimeError, NO_GRAD_FN))
    )


# --- backward twice --------------------------------------------------------------------------


@claim(
    "autograd.backward-twice",
    snippet="backward_twice.py",
    over=over(LEAVES_BUT_VIEW, ops("differentiable", only=SAVING)),
    en="A second `backward()` that has to go back through a node which saved tensors for the backward pass raises `RuntimeError`, as a second `out.backward()` through `w * w` does: the first pass freed them. From a leaf `t` that requires grad, the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out, `t * 2` (it saves the `2` as a tensor), `t.exp()` and `t.abs()` build such nodes, each run back through twice here from the sum of the result (of its real part, when it is complex).",
    zh="第二次 `backward()` 如果必须经过一个为反向传播保存了张量的节点，就会抛出 `RuntimeError`，比如沿 `w * w` 第二次调用 `out.backward()`：这些张量在第一次反向传播时已被释放。从需要梯度的叶子张量 `t` 出发（需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外），`t * 2`（它把 `2` 存成了一个张量）、`t.exp()` 和 `t.abs()` 构建的都是这样的节点，这里每个都从结果之和（结果为复数时取其实部之和）反向经过两次。",
)
def _(run):
    def holds(case):
        result = case.apply()
        saved = _saved_tensors(result.grad_fn)
        if case.op.code == "t * 2" and not equal(result.grad_fn._saved_other, 2):
            return False  # the number 2, saved as a tensor
        out = _real_sum(result)
        out.backward()
        return bool(saved) and raises(out.backward, RuntimeError, "Trying to backward through the graph a second time")

    return (
        equal(run["w"].grad, 2 * run["w"].detach())  # the first pass ran
        and raised(run, RuntimeError, "Trying to backward through the graph a second time")
        and raised(run, RuntimeError, "Saved intermediate values of the graph are freed")
        and run.each(holds)
    )


@claim(
    "autograd.retain-graph",
    snippet="retain_graph.py",
    over=over(LEAVES_BUT_NO_GRAD_VIEW, ops("differentiable", only=SAVING)),
    en="`backward(retain_graph=True)` keeps the saved tensors, so a second pass works, and its gradient adds to the first: here and for each graph just named (the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out).",
    zh="`backward(retain_graph=True)` 会保留这些张量，于是第二次反向传播可以进行，其梯度与第一次的相加：这里如此，刚才列出的每个图也如此（需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外）。",
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
    en="A graph that saved no tensor, such as `(w + 2).sum()`, can be run backward twice without `retain_graph=True`, and the gradients add up; so can the graphs of the other differentiable operations tried on a leaf `t` that requires grad, the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out (`t + 1`, `t.sum()`, `t.clone()`, `t[...]`, `t.double()`, `t.to(torch.float64)`), run back through in the same way, unlike `t * 2`, `exp` and `abs` (above).",
    zh="没有保存张量的计算图，例如 `(w + 2).sum()`，不加 `retain_graph=True` 也可以反向传播两次，梯度相加；对需要梯度的叶子张量 `t`（需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外）试过的其他可微运算（`t + 1`、`t.sum()`、`t.clone()`、`t[...]`、`t.double()`、`t.to(torch.float64)`）构建的图，以同样的方式反向经过，也可以，这与 `t * 2`、`exp` 和 `abs`（见上文）不同。",
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
