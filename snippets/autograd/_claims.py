import re
import warnings

import torch

from tensorfacts.catalogue import contexts, ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raised, raises, warned


def _tensor_names(keep) -> tuple[str, ...]:
    """The catalogue's tensor cases (no arrays, no modules) whose tags ``keep`` accepts."""
    return tuple(c.name for c in tensors().items if keep(c.tags))


NO_GRAD = _tensor_names(lambda tags: "requires-grad" not in tags)
"""Tensors that do not require grad."""

FLOATING_OR_COMPLEX = _tensor_names(lambda tags: bool(tags & {"float", "complex"}))
"""Floating-point and complex tensors, whether or not they require grad."""

FLOATING_OR_COMPLEX_NO_GRAD = _tensor_names(lambda tags: bool(tags & {"float", "complex"}) and "requires-grad" not in tags)

NUMERIC_NO_GRAD = _tensor_names(lambda tags: bool(tags & {"float", "complex", "integer"}) and "requires-grad" not in tags)
"""Floating-point, integer and complex tensors that do not require grad (bool left out in words)."""

INTEGER_OR_BOOL = _tensor_names(lambda tags: bool(tags & {"integer", "bool"}))

LEAVES_THAT_REQUIRE_GRAD = tensors("requires-grad", "leaf")

NO_GRAD_VIEW = "no_grad view of a leaf that requires grad"
INFERENCE_VIEW = "inference-mode view of a leaf that requires grad"
"""A view taken under torch.no_grad() of a leaf that requires grad: a leaf that requires grad whose .grad no
backward pass fills."""

LEAVES_BUT_NO_GRAD_VIEW = tensors("requires-grad", "leaf", but=(NO_GRAD_VIEW, INFERENCE_VIEW))

NODE_RULE = over(
    tensors("requires-grad"),
    ops("differentiable", but=("t.double()", "t.to(torch.float64)")),
    contexts(but=("torch.no_grad()", "inference mode")),
)
"""A differentiable operation on a tensor that requires grad, outside no_grad and inference mode."""

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
    over=over(ops("factory", "factory-requires-grad"), contexts()),
    en="A tensor made by a factory function such as `torch.ones` has `requires_grad` equal to `False` unless you pass `requires_grad=True`, in every context tried: under a `meta` default device, a float64 default dtype, `torch.no_grad()` and inference mode too.",
    zh="用 `torch.ones` 这类工厂函数创建的张量，除非传入 `requires_grad=True`，否则 `requires_grad` 为 `False`；试过的每种上下文都是如此，包括默认设备为 `meta`、默认数据类型为 float64、在 `torch.no_grad()` 中和在推理模式中。",
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
    over=over(tensors(only=FLOATING_OR_COMPLEX_NO_GRAD, but=("inference tensor",)), ops("set-requires-grad", only=("t.requires_grad_()",)), contexts()),
    en="Complex tensors can require grad as well as floating-point ones (`c`), and `requires_grad_()` turns a floating-point or complex tensor that does not require grad, such as the `float16` tensor `h`, into a leaf that requires grad, in every context tried; an inference tensor is the exception (next).",
    zh="复数张量和浮点张量一样可以需要梯度（`c`）；`requires_grad_()` 能把不需要梯度的浮点或复数张量（例如 `float16` 张量 `h`）变成需要梯度的叶子张量，试过的每种上下文都是如此；推理张量是例外（见下文）。",
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
    over=over(ops("factory", "factory-requires-grad"), contexts()),
    en="A tensor made by a factory function has `grad_fn` equal to `None`, even with `requires_grad=True` (`w` here), in every context tried.",
    zh="用工厂函数创建的张量，即使 `requires_grad=True`（这里的 `w`），其 `grad_fn` 也是 `None`，试过的每种上下文都是如此。",
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
    en="Outside `torch.no_grad()` and inference mode, the result of a differentiable operation (arithmetic, `sum`, `exp`, `abs`, `clone`, indexing) on a tensor that requires grad also requires grad, and its `grad_fn` is a node of the autograd graph whose name ends in `Backward` and a number: `AddBackward0` for `w + 2`, `MulBackward0` for `y * y`. The casts `double` and `to` are left out: see leaf tensors.",
    zh="在 `torch.no_grad()` 和推理模式之外，对需要梯度的张量做可微运算（算术运算、`sum`、`exp`、`abs`、`clone`、索引），结果同样需要梯度，其 `grad_fn` 是计算图中的一个节点，名字以 `Backward` 加一个数字结尾：`w + 2` 对应 `AddBackward0`，`y * y` 对应 `MulBackward0`。类型转换 `double` 和 `to` 不在此列，见叶子张量一节。",
)
def _(run):
    def holds(case):
        result = case.apply()
        return result.requires_grad and result.grad_fn is not None and re.fullmatch(r"\w+Backward\d+", result.grad_fn.name()) is not None

    return (
        run["y"].requires_grad
        and run["y"].grad_fn.name() == "AddBackward0"
        and run["z"].grad_fn.name() == "MulBackward0"
        and run.each(holds)
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


@claim(
    "autograd.grad-none-before",
    snippet="grad.py",
    over=over(LEAVES_BUT_NO_GRAD_VIEW),
    en="`.grad` of a leaf that requires grad is `None` until a backward pass reaches it (the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out).",
    zh="需要梯度的叶子张量，在反向传播到达它之前，`.grad` 是 `None`（需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外）。",
)
def _(run):
    def holds(case):
        t = case.tensor
        before = t.grad
        _square_sum_backward(t)
        return before is None and t.grad is not None

    return printed(run, "before backward: None") and run["w"].grad is not None and run.each(holds)


@claim(
    "autograd.grad-after-backward",
    snippet="grad.py",
    over=over(LEAVES_BUT_NO_GRAD_VIEW),
    en="After `out.backward()`, a leaf that requires grad holds d`out`/d`w` in `.grad`: `2 * w` for `out = (w * w).sum()`, here and for every leaf that requires grad tried but the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad; for a scalar `out`, `backward()` needs no argument (it starts from a gradient of 1).",
    zh="`out.backward()` 之后，需要梯度的叶子张量在 `.grad` 中保存 d`out`/d`w`：对 `out = (w * w).sum()` 是 `2 * w`，这里如此，试过的每个需要梯度的叶子张量（需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外）也都如此；`out` 是标量时，`backward()` 无需参数（起始梯度为 1）。",
)
def _(run):
    def holds(case):
        t = case.tensor
        out = _square_sum_backward(t)
        return out.dim() == 0 and equal(t.grad, 2 * t.detach())

    w = run["w"]
    return run["out"].dim() == 0 and equal(w.grad, 2 * w.detach()) and run.each(holds)


# --- leaf tensors ----------------------------------------------------------------------------


@claim(
    "autograd.leaf-created",
    snippet="leaf_table.py",
    over=over(ops("factory", "factory-requires-grad"), contexts()),
    en="A tensor made by a factory function is a leaf (`is_leaf` is `True`) whether or not it requires grad, in every context tried: `torch.ones(2)` and `torch.ones(2, requires_grad=True)` in the table.",
    zh="用工厂函数创建的张量都是叶子张量（`is_leaf` 为 `True`），无论是否需要梯度，试过的每种上下文都是如此：见表中的 `torch.ones(2)` 和 `torch.ones(2, requires_grad=True)`。",
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
    over=over(tensors(only=NUMERIC_NO_GRAD), ops("differentiable"), contexts()),
    en="The result of an operation is a leaf too when its input does not require grad: `x * 2` has `is_leaf=True` and no `grad_fn`, and so does the result of every differentiable operation tried (arithmetic, `sum`, `exp`, `abs`, `clone`, indexing, casts) on a floating-point, integer or complex tensor that does not require grad, in every context tried.",
    zh="如果运算的输入不需要梯度，运算结果也是叶子张量：`x * 2` 的 `is_leaf=True`，且没有 `grad_fn`；对不需要梯度的浮点、整数或复数张量做试过的每种可微运算（算术运算、`sum`、`exp`、`abs`、`clone`、索引、类型转换），结果也都如此，试过的每种上下文都是如此。",
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
    over=over(tensors("requires-grad"), ops("no-grad-output")),
    en="Some operations give a result that does not require grad even from a tensor that requires grad: comparisons (`w > 0`, `t == t`), `argmax`, `nonzero`, casts to an integer or bool dtype (`w.long()`, `int`, `bool`) and `w.detach()`. Their result is a leaf with no `grad_fn`, on every tensor that requires grad tried.",
    zh="有些运算即使作用于需要梯度的张量，结果也不需要梯度：比较（`w > 0`、`t == t`）、`argmax`、`nonzero`、转换为整数或布尔数据类型（`w.long()`、`int`、`bool`），以及 `w.detach()`。在试过的每个需要梯度的张量上，它们的结果都是没有 `grad_fn` 的叶子张量。",
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
    en="Outside `torch.no_grad()` and inference mode, the result of a differentiable operation on a tensor that requires grad is a non-leaf: `w * 2` has `is_leaf=False` and a `grad_fn`; the casts `double` and `to` are left out (next).",
    zh="在 `torch.no_grad()` 和推理模式之外，对需要梯度的张量做可微运算，结果是非叶子张量：`w * 2` 的 `is_leaf=False`，并带有 `grad_fn`；类型转换 `double` 和 `to` 不在此列（见下一条）。",
)
def _(run):
    def holds(case):
        result = case.apply()
        return result.is_leaf is False and result.grad_fn is not None and result.requires_grad

    t = run["rows"]["w * 2"]
    return t.is_leaf is False and t.grad_fn is not None and t.requires_grad and run.each(holds)


@claim(
    "autograd.same-dtype-cast",
    snippet="leaf_table.py",
    over=over(tensors(only=("float64", "float64 leaf that requires grad")),
              ops("differentiable", only=("t.double()", "t.to(torch.float64)")), contexts()),
    en="On a tensor that is float64 already, `double()` and `to(torch.float64)` return that tensor itself, in every context tried: on the float64 leaf `d` that requires grad, `d.double()` and `d.to(torch.float64)` are `d`, a leaf with no `grad_fn`.",
    zh="对已经是 float64 的张量，`double()` 和 `to(torch.float64)` 返回的就是它本身，试过的每种上下文都是如此：对需要梯度的 float64 叶子张量 `d`，`d.double()` 和 `d.to(torch.float64)` 就是 `d`，一个没有 `grad_fn` 的叶子张量。",
)
def _(run):
    def holds(case):
        result = case.apply()
        return result is case.tensor and result.is_leaf and result.grad_fn is None

    d, r = run["d"], run["rows"]
    return r["d.double()"] is d and r["d.to(torch.float64)"] is d and d.is_leaf and run.each(holds)


# --- torch.no_grad() -------------------------------------------------------------------------


@claim(
    "autograd.no-grad-results",
    snippet="no_grad.py",
    over=over(LEAVES_THAT_REQUIRE_GRAD, ops("differentiable", but=("t[...]", "t.double()", "t.to(torch.float64)")),
         contexts("torch.no_grad()", "inference mode")),
    en="Inside `torch.no_grad()` or inference mode, the result of a differentiable operation on a leaf that requires grad does not require grad and is a leaf with no `grad_fn` (`y` and `z`); indexing with `t[...]` is left out (next), and so are the casts `double` and `to` (above).",
    zh="在 `torch.no_grad()` 或推理模式中，对需要梯度的叶子张量做可微运算，结果不需要梯度，是没有 `grad_fn` 的叶子张量（`y` 和 `z`）；用 `t[...]` 索引不在此列（见下一条），类型转换 `double` 和 `to` 也不在此列（见上文）。",
)
def _(run):
    def holds(t):
        return not t.requires_grad and t.is_leaf and t.grad_fn is None

    return holds(run["y"]) and holds(run["z"]) and run.each(lambda case: holds(case.apply()))


@claim(
    "autograd.no-grad-views",
    snippet="no_grad.py",
    over=over(LEAVES_THAT_REQUIRE_GRAD, ops("view", but=("t.detach()",)), contexts("torch.no_grad()")),
    en="Views are the exception: a view made inside `torch.no_grad()` of a leaf that requires grad (`v = w[...]`, and `view`, `unsqueeze`, `expand_as`, `as_strided`; `detach` aside) still requires grad, yet is a leaf with no `grad_fn`; so is `u`, the view of `w` made in inference mode.",
    zh="视图是例外：在 `torch.no_grad()` 中由需要梯度的叶子张量得到的视图（`v = w[...]`，以及 `view`、`unsqueeze`、`expand_as`、`as_strided`；`detach` 除外）仍然需要梯度，却是没有 `grad_fn` 的叶子张量；在推理模式中得到的 `w` 的视图 `u` 也是如此。",
)
def _(run):
    def holds(t):
        return t.requires_grad and t.is_leaf and t.grad_fn is None

    return holds(run["v"]) and holds(run["u"]) and run.each(lambda case: holds(case.apply()))


# --- reading .grad of a non-leaf -------------------------------------------------------------

NON_LEAVES = tensors("non-leaf", but=("non-leaf after retain_grad()",))


@claim(
    "autograd.nonleaf-grad-none",
    snippet="nonleaf_warning.py",
    over=over(NON_LEAVES),
    en="`backward()` fills `.grad` of the leaf `w` but not `.grad` of the non-leaf `y`: it reads `None` after the backward pass, as it does for every non-leaf tried but the non-leaf after retain_grad() (next section).",
    zh="`backward()` 会填充叶子张量 `w` 的 `.grad`，但不会填充非叶子张量 `y` 的 `.grad`：反向传播之后读到的仍是 `None`；除了调用过 retain_grad() 的非叶子张量（见下一节），试过的每个非叶子张量都是如此。",
)
def _(run):
    def holds(case):
        t = case.tensor
        _square_sum_backward(t)
        return not t.is_leaf and _grad(t) is None

    return run["w"].grad is not None and not run["y"].is_leaf and printed(run, "y.grad: None") and run.each(holds)


@claim(
    "autograd.nonleaf-grad-warning",
    snippet="nonleaf_warning.py",
    over=over(NON_LEAVES),
    en="Reading `.grad` of a non-leaf tensor emits a `UserWarning` that its `.grad` won't be populated during `autograd.backward()` and suggests `.retain_grad()`; so does every non-leaf tried but the non-leaf after retain_grad().",
    zh="读取非叶子张量的 `.grad` 会发出 `UserWarning`，说明它的 `.grad` 在 `autograd.backward()` 中不会被填充，并建议使用 `.retain_grad()`；除了调用过 retain_grad() 的非叶子张量，试过的每个非叶子张量都是如此。",
)
def _(run):
    texts = (
        "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed",
        "won't be populated during autograd.backward()",
        "use .retain_grad() on the non-leaf Tensor",
    )

    def holds(case):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            case.tensor.grad  # noqa: B018 - reading is what warns
        return any(w.category is UserWarning and all(text in str(w.message) for text in texts) for w in caught)

    return all(warned(run, "UserWarning", text) for text in texts) and not run["y"].is_leaf and run.each(holds)


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
        (t * 2).sum().backward()
        first = t.grad.clone()
        (t * 2).sum().backward()
        return equal(t.grad, 2 * first)

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
    over=over(LEAVES_BUT_NO_GRAD_VIEW, ops("differentiable", only=SAVING)),
    en="A second `backward()` through the same graph raises `RuntimeError` when a node of it saved tensors for the backward pass, as `w * w` does: the first pass freed them. From a leaf `t` that requires grad, the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out, `t * 2` (it saves the `2` as a tensor), `t.exp()` and `t.abs()` build such graphs.",
    zh="如果计算图中有节点为反向传播保存了张量（`w * w` 就会保存），第二次沿同一个图调用 `backward()` 会抛出 `RuntimeError`：这些张量在第一次反向传播时已被释放。从需要梯度的叶子张量 `t` 出发（需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外），`t * 2`（它把 `2` 存成了一个张量）、`t.exp()` 和 `t.abs()` 构建的都是这样的图。",
)
def _(run):
    def holds(case):
        result = case.apply()
        saved = _saved_tensors(result.grad_fn)
        if case.op.code == "t * 2" and not equal(result.grad_fn._saved_other, 2):
            return False  # the number 2, saved as a tensor
        out = result.sum()
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
        out = case.apply().sum()
        out.backward(retain_graph=True)
        first = t.grad.clone()
        out.backward()
        return equal(t.grad, 2 * first)

    w = run["w"]
    return equal(w.grad, 4 * w.detach()) and run.each(holds)


@claim(
    "autograd.backward-twice-no-saved",
    snippet="backward_twice_add.py",
    over=over(LEAVES_BUT_NO_GRAD_VIEW, ops("differentiable", but=SAVING)),
    en="A graph that saved no tensor, such as `(w + 2).sum()`, can be run backward twice without `retain_graph=True`, and the gradients add up; so can the graphs of the other differentiable operations tried on a leaf `t` that requires grad, the no_grad view of a leaf that requires grad and the inference-mode view of a leaf that requires grad left out (`t + 1`, `t.sum()`, `t.clone()`, `t[...]`, `t.double()`, `t.to(torch.float64)`), unlike `t * 2`, `exp` and `abs` (above).",
    zh="没有保存张量的计算图，例如 `(w + 2).sum()`，不加 `retain_graph=True` 也可以反向传播两次，梯度相加；对需要梯度的叶子张量 `t`（需要梯度的叶子张量在 no_grad 下取的视图和需要梯度的叶子张量在推理模式下取的视图除外）试过的其他可微运算（`t + 1`、`t.sum()`、`t.clone()`、`t[...]`、`t.double()`、`t.to(torch.float64)`）构建的图也可以，这与 `t * 2`、`exp` 和 `abs`（见上文）不同。",
)
def _(run):
    def holds(case):
        t = case.tensor
        result = case.apply()
        saved = _saved_tensors(result.grad_fn)
        out = result.sum()
        out.backward()
        first = t.grad.clone()
        out.backward()
        return not saved and equal(t.grad, 2 * first)

    return run["w"].grad.tolist() == [2.0, 2.0, 2.0] and run.each(holds)
