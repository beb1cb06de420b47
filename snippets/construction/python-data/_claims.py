import torch

from tensorfacts.catalogue import contexts, ops, over, scoped, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import raised, raises, shares_storage, warned

ONE_ELEMENT = (
    "one-element 1-d", "one-element 3-d", "one-element slice", "one-element expanded", "one-element int64",
    "one-element uint8", "one-element bool", "one-element float16", "one-element complex",
    "one-element leaf that requires grad", "one-element non-leaf", "one-element inference tensor",
)
"""The scoped one-element cases of the catalogue; with its 0-d tensor, what ``item()`` is tried on."""
SCALAR_WARNING = "Converting a tensor with requires_grad=True to a scalar may lead to unexpected behavior."
PYTHON_TYPES = {"float": float, "int": int, "bool": bool, "complex": complex}


def python_type(dtype):
    """The Python number type a dtype's elements become: bool, complex, float or int."""
    if dtype == torch.bool:
        return bool
    if dtype.is_complex:
        return complex
    return float if dtype.is_floating_point else int


def leaves(value):
    """The non-list items of a nested list (the value itself when it is not a list)."""
    if not isinstance(value, list):
        return [value]
    return [leaf for item in value for leaf in leaves(item)]


def nesting(value):
    """The lengths of a nested list, level by level, down to its first empty list or first non-list."""
    if not isinstance(value, list):
        return ()
    if not value:
        return (0,)
    inner = {nesting(item) for item in value}
    return (len(value), *inner.pop()) if len(inner) == 1 else ("ragged",)


def plain_numbers(values):
    """Whether every item of a nested list is a Python int, float, bool or complex (no tensor among them)."""
    return all(type(v) in PYTHON_TYPES.values() for v in leaves(values))


# --- tolist --------------------------------------------------------------------------------


@claim(
    "python-data.tolist-nested",
    snippet="tolist.py",
    en="`t.tolist()` copies `t` into nested Python lists, one level per dimension: `t` of shape `(2, 3)` gives a "
    "list of 2 lists of 3 floats.",
    zh="`t.tolist()` 把 `t` 复制成嵌套的 Python 列表，每个维度一层：形状为 `(2, 3)` 的 `t` 得到一个列表，里面是 2 个各含 3 个浮点数的列表。",
)
def _(run):
    values = run["values"]
    return (
        nesting(values) == (2, 3)
        and all(type(v) is float for v in leaves(values))
        and values[0][0] == 0.0
        and run["t"][0, 0].item() == 100.0
    )


@claim(
    "python-data.tolist-0d",
    snippet="tolist.py",
    en="On a 0-d tensor, `tolist()` returns the number itself: `torch.tensor(3.5).tolist()` is the float `3.5`, not "
    "a list.",
    zh="对 0 维张量，`tolist()` 直接返回那个数：`torch.tensor(3.5).tolist()` 是浮点数 `3.5`，而不是列表。",
)
def _(run):
    number = run["number"]
    return type(number) is float and number == 3.5


@claim(
    "python-data.tolist-types",
    snippet="tolist.py",
    over=over(tensors(but=("meta",)), ops("to-python", only=("t.tolist()",))),
    not_covered=(("sparse, mkldnn, nested and quantized tensors", "稀疏、mkldnn、嵌套和量化张量"),),
    en="`tolist()` silently turns each element into the Python number of its dtype: `float`, `int`, `bool` or "
    "`complex`.",
    zh="`tolist()` 按数据类型（dtype）把每个元素变成对应的 Python 数：`float`、`int`、`bool` 或 `complex`，不发出警告。",
)
def _(run):
    def numbers_of_its_kind(case):
        values = case.apply()
        t = case.tensor
        if t.numel() == 0:
            shaped = nesting(values)[-1:] == (0,) and not leaves(values)
        else:
            shaped = nesting(values) == tuple(t.shape) and all(type(v) is python_type(t.dtype) for v in leaves(values))
        return shaped and not case.warnings

    values = run["values"]
    return nesting(values) == (2, 3) and all(type(v) is float for v in leaves(values)) and run.each(numbers_of_its_kind)


@claim(
    "python-data.tolist-grad",
    snippet="tolist_grad.py",
    en="On a leaf `w` that requires grad, `w.tolist()` returns plain Python floats, with no `grad_fn`, and no "
    "warning.",
    zh="在需要梯度的叶子张量（leaf tensor）`w` 上，`w.tolist()` 返回普通的 Python 浮点数，没有 `grad_fn`，也不发出警告。",
)
def _(run):
    values = run["values"]
    return (
        run["w"].requires_grad
        and run["w"].is_leaf
        and all(type(v) is float for v in values)
        and not any(hasattr(v, "grad_fn") for v in values)
        and values == [1.0, 2.0]
        and not warned(run)
    )


# --- item ----------------------------------------------------------------------------------


@claim(
    "python-data.item-one-element",
    snippet="item.py",
    over=over(scoped(tensors(only=("0-d",)), *ONE_ELEMENT), ops("to-python", only=("t.item()",))),
    en="`t.item()` returns the one element of a one-element CPU tensor, whatever its shape, as a Python `float`, "
    "`int`, `bool` or `complex`.",
    zh="对只有一个元素、形状任意的 CPU 张量，`t.item()` 都把这个元素作为 Python 的 `float`、`int`、`bool` 或 `complex` 返回。",
)
def _(run):
    def the_element(case):
        number = case.apply()
        t = case.tensor
        return type(number) is python_type(t.dtype) and number == t.reshape(-1).tolist()[0] and not case.warnings

    shapes = [tuple(x.shape) for x in run["inputs"]]
    return (
        shapes == [(), (1,), (1, 1, 1)]
        and all(type(n) is float and n == 2.5 for n in run["numbers"])
        and run.each(the_element)
    )


@claim(
    "python-data.item-many",
    snippet="item_many.py",
    over=over(tensors(but=("meta",)), ops("to-python", only=("t.item()",))),
    en="On a tensor with other than one element, `t.item()` raises `RuntimeError: a Tensor with 2 elements cannot be "
    "converted to Scalar`, naming its own count; a 0-d tensor has one element.",
    zh="张量的元素个数不是一时，`t.item()` 抛出 `RuntimeError: a Tensor with 2 elements cannot be converted to "
    "Scalar`（含这么多元素的张量无法转换为标量），其中写的是它自己的元素个数；0 维张量只有一个元素。",
)
def _(run):
    message = "a Tensor with {} elements cannot be converted to Scalar"

    def refused_or_one(case):
        t = case.tensor
        if t.dim() == 0:  # one element: its value
            try:
                number = case.apply()
            except Exception:  # noqa: BLE001 - a 0-d tensor must not raise
                return False
            return t.numel() == 1 and number == t.tolist()
        return raises(case.apply, RuntimeError, message.format(t.numel()))

    return (
        raised(run, RuntimeError)
        and str(run.error) == message.format(2)
        and run.each(refused_or_one)
    )


@claim(
    "python-data.item-grad",
    snippet="item_grad.py",
    en="On a leaf `w` that requires grad, `w.item()` returns a plain Python float without a warning.",
    zh="在需要梯度的叶子张量 `w` 上，`w.item()` 返回普通的 Python 浮点数，不发出警告。",
)
def _(run):
    number = run["number"]
    return run["w"].requires_grad and type(number) is float and number == 2.5 and not warned(run)


@claim(
    "python-data.float-grad-warns",
    snippet="float_grad.py",
    torch=">=2.8",
    en="Since PyTorch 2.8, with grad mode on, `float(w)` warns `UserWarning: Converting a tensor with requires_grad=True "
    "to a scalar may lead to unexpected behavior.` if the process has not yet given that warning "
    "([pytorch/pytorch#143261](https://github.com/pytorch/pytorch/pull/143261)).",
    zh="从 PyTorch 2.8 起，梯度模式开启时，若进程中尚未发出过这条警告，`float(w)` 会发出 `UserWarning: Converting a tensor with "
    "requires_grad=True to a scalar may lead to unexpected behavior.`（把需要梯度的张量转换为标量可能导致意外的行为），见 "
    "[pytorch/pytorch#143261](https://github.com/pytorch/pytorch/pull/143261)。",
)
def _(run):
    return (
        type(run["number"]) is float
        and run["number"] == 2.5
        and warned(run, "UserWarning", SCALAR_WARNING)
        and "Consider using tensor.detach() first." in run.output
        and run["first"] == 1
    )


@claim(
    "python-data.float-grad-warns-once",
    snippet="float_grad.py",
    en="By default, a second `float(w)` in the same process does not warn, nor does one under `torch.no_grad()`.",
    zh="默认情况下，同一进程中第二次调用 `float(w)` 不会发出警告，在 `torch.no_grad()` 下调用也不会。",
)
def _(run):
    return run["w"].requires_grad and type(run["number"]) is float and (run["quiet"], run["again"]) == (0, 0)


# --- list(t) -------------------------------------------------------------------------------


@claim(
    "python-data.list-views",
    snippet="iterate.py",
    en="`list(t)` splits `t` along its first dimension into views: `t` of shape `(2, 3)`, not a view itself, gives 2 "
    "tensors of shape `(3,)` with `_base` `t`.",
    zh="`list(t)` 沿第一个维度把 `t` 拆成视图（view）：本身不是视图、形状为 `(2, 3)` 的 `t` 得到 2 个形状为 `(3,)` 的张量，"
    "它们的 `_base` 都是 `t`。",
)
def _(run):
    t, rows = run["t"], run["rows"]
    return (
        t._base is None
        and len(rows) == 2
        and all(tuple(r.shape) == (3,) and r._base is t and shares_storage(r, t) for r in rows)
        and t[0, 0].item() == 100.0
    )


@claim(
    "python-data.list-view-base",
    snippet="iterate_view.py",
    over=over(tensors("view"), ops("to-python", only=("list(t)",))),
    exception_to="python-data.list-views",
    en="When `t` is itself a view, the tensors of `list(t)` take `t._base` as their `_base`: for `t = x.t()`, that is `x`.",
    zh="`t` 本身是视图时，`list(t)` 给出的张量以 `t._base` 作为自己的 `_base`：对 `t = x.t()` 来说就是 `x`。",
)
def _(run):
    def base_of_t(case):
        rows, t = case.apply(), case.tensor
        return t._base is not None and len(rows) == t.shape[0] and all(r._base is t._base for r in rows)

    t, x, rows = run["t"], run["x"], run["rows"]
    return (
        x._base is None and t._base is x and len(rows) == 3
        and all(r._base is x and r._base is not t for r in rows)
        and run.each(base_of_t)
    )


@claim(
    "python-data.list-shares",
    snippet="iterate.py",
    over=over(tensors(but=("meta", "inference tensor")), ops("to-python", only=("list(t)",))),
    not_covered=(("sparse, mkldnn, nested and quantized tensors", "稀疏、mkldnn、嵌套和量化张量"),),
    en="For every tensor `t` that is not 0-d, `list(t)` gives `t.shape[0]` views of `t` that share its memory.",
    zh="对每个维数大于 0 的张量 `t`，`list(t)` 都给出 `t.shape[0]` 个与 `t` 共享内存的视图。",
)
def _(run):
    def views_sharing(case):
        t = case.tensor
        if t.dim() == 0:  # no first dimension to iterate over
            return raises(case.apply, TypeError, "iteration over a 0-d tensor")
        rows = case.apply()
        return len(rows) == t.shape[0] and all(r._base is not None and shares_storage(r, t) for r in rows)

    return all(r._base is run["t"] for r in run["rows"]) and run.each(views_sharing)


@claim(
    "python-data.list-inference",
    snippet="iterate.py",
    over=over(tensors(only=("inference tensor",)), ops("to-python", only=("list(t)",))),
    exception_to="python-data.list-shares",
    en="For an inference tensor, the tensors of `list(t)` share its memory, but autograd does not record them as "
    "views: their `_base` is `None`.",
    zh="对推理张量（inference tensor），`list(t)` 给出的张量同样与它共享内存，但自动求导（autograd）不把它们记为视图：它们的 `_base` 是 `None`。",
)
def _(run):
    def sharing_without_base(case):
        rows = case.apply()
        return len(rows) == case.tensor.shape[0] and all(r._base is None and shares_storage(r, case.tensor) for r in rows)

    return len(run["rows"]) == 2 and run.each(sharing_without_base)


@claim(
    "python-data.list-0d",
    snippet="iterate_0d.py",
    exception_to="python-data.list-shares",
    en="`list(torch.tensor(3.5))` raises `TypeError: iteration over a 0-d tensor`: a 0-d tensor has no first "
    "dimension.",
    zh="`list(torch.tensor(3.5))` 抛出 `TypeError: iteration over a 0-d tensor`（不能对零维张量迭代）：0 维张量没有第一个维度。",
)
def _(run):
    return raised(run, TypeError) and str(run.error) == "iteration over a 0-d tensor"


# --- torch.tensor on a list of tensors; torch.stack and torch.cat ---------------------------


@claim(
    "python-data.tensor-of-tensors",
    snippet="tensor_of_tensors.py",
    en="`torch.tensor(rows)` raises `ValueError: only one element tensors can be converted to Python scalars` when "
    "`rows` holds tensors of more than one element, here `[torch.ones(2), torch.zeros(2)]`.",
    zh="`rows` 里的张量不止一个元素时（这里是 `[torch.ones(2), torch.zeros(2)]`），`torch.tensor(rows)` 抛出 `ValueError: only one "
    "element tensors can be converted to Python scalars`（只有单元素张量才能转换为 Python 标量）。",
)
def _(run):
    return raised(run, ValueError) and str(run.error) == "only one element tensors can be converted to Python scalars"


@claim(
    "python-data.tensor-of-scalars",
    snippet="tensor_of_scalars.py",
    en="`torch.tensor(parts)` copies the float tensors `torch.tensor(1.5)` and `torch.tensor([2.5])` of `parts` into "
    "a new tensor of shape `(2,)` that shares no memory with them.",
    zh="`torch.tensor(parts)` 把 `parts` 中的浮点张量 `torch.tensor(1.5)` 和 `torch.tensor([2.5])` 复制到一个形状为 `(2,)`、"
    "使用独立内存的新张量中。",
)
def _(run):
    t, parts = run["t"], run["parts"]
    return (
        t.tolist() == [1.5, 2.5]
        and parts[0].item() == 11.5
        and not any(shares_storage(t, p) for p in parts)
        and not warned(run)
    )


@claim(
    "python-data.tensor-of-uint64",
    snippet="tensor_of_uint64.py",
    en="`torch.tensor([big])` raises `TypeError: an integer is required` for the one-element `torch.uint64` tensor "
    "`big`.",
    zh="对只有一个元素的 `torch.uint64` 张量 `big`，`torch.tensor([big])` 抛出 `TypeError: an integer is required`（需要整数）。",
)
def _(run):
    return run["big"].dtype == torch.uint64 and run["big"].numel() == 1 and raised(run, TypeError, "an integer is required")


@claim(
    "python-data.tensor-of-grad-scalars-warns",
    snippet="tensor_of_grad_scalars.py",
    torch=">=2.8",
    en="Since PyTorch 2.8, with `w` a leaf that requires grad, `torch.tensor([w[0], w[1]])` gives the same `UserWarning` "
    "if the process has not yet given it ([pytorch/pytorch#143261](https://github.com/pytorch/pytorch/pull/143261)).",
    zh="从 PyTorch 2.8 起，`w` 是需要梯度的叶子张量时，若进程中尚未发出过这条警告，`torch.tensor([w[0], w[1]])` 会发出同样的 "
    "`UserWarning`，见 [pytorch/pytorch#143261](https://github.com/pytorch/pytorch/pull/143261)。",
)
def _(run):
    return run["w"].requires_grad and warned(run, "UserWarning", SCALAR_WARNING) and run["first"] == 1


@claim(
    "python-data.tensor-of-grad-scalars-once",
    snippet="tensor_of_grad_scalars.py",
    en="By default, the same call again in that process does not warn, nor does one under `torch.no_grad()`.",
    zh="默认情况下，在同一进程中再次调用不会发出警告，在 `torch.no_grad()` 下调用也不会。",
)
def _(run):
    return run["w"].requires_grad and run["t"].tolist() == [1.0, 2.0] and (run["quiet"], run["again"]) == (0, 0)


@claim(
    "python-data.tensor-of-grad-scalars-no-grad",
    snippet="tensor_of_grad_scalars.py",
    en="Its result holds the numbers only: `t.requires_grad` is `False`, whether or not it warns.",
    zh="它的结果只存有这些数：不论是否警告，`t.requires_grad` 都是 `False`。",
)
def _(run):
    t = run["t"]
    return run["w"].requires_grad and not t.requires_grad and t.grad_fn is None and t.tolist() == [1.0, 2.0]


@claim(
    "python-data.grad-scalar-warning-shared",
    snippet="grad_scalar_shared.py",
    torch=">=2.8",
    en="Since PyTorch 2.8 these conversions share one warning: after `torch.tensor([w[0], w[1]])` has warned, "
    "`float(w[0])` and `complex(w[0])` stay silent ([pytorch/pytorch#143261](https://github.com/pytorch/pytorch/pull/143261)).",
    zh="从 PyTorch 2.8 起，这几种转换共享同一条警告：`torch.tensor([w[0], w[1]])` 发出警告之后，`float(w[0])` 和 `complex(w[0])` "
    "都不再警告，见 [pytorch/pytorch#143261](https://github.com/pytorch/pytorch/pull/143261)。",
)
def _(run):
    return (
        run["w"].requires_grad
        and warned(run, "UserWarning", SCALAR_WARNING)
        and run["first"] == 1
        and run["later"] == 0
        and run["x"] == 1.0 and run["z"] == 1 + 0j
        and run["t"].tolist() == [1.0, 2.0]
    )


@claim(
    "python-data.stack-cat-copy",
    snippet="stack_cat.py",
    en="`torch.stack(rows)` and `torch.cat(rows)` copy the rows into new memory: `torch.stack(rows)` has shape `(2, "
    "3)` and `torch.cat(rows)` shape `(6,)`.",
    zh="`torch.stack(rows)` 和 `torch.cat(rows)` 把这些行复制到新的内存中：`torch.stack(rows)` 的形状是 `(2, 3)`，`torch.cat(rows)` "
    "的形状是 `(6,)`。",
)
def _(run):
    t, stacked, joined = run["t"], run["stacked"], run["joined"]
    return (
        tuple(stacked.shape) == (2, 3)
        and tuple(joined.shape) == (6,)
        and stacked[0, 0].item() == 0.0
        and joined[0].item() == 0.0
        and t[0, 0].item() == 100.0
        and not shares_storage(stacked, t)
        and not shares_storage(joined, t)
    )


@claim(
    "python-data.stack-cat-never-share",
    snippet="stack_cat.py",
    over=over(tensors(but=("meta",)), ops("stack-cat")),
    not_covered=(("sparse, mkldnn, nested and quantized tensors", "稀疏、mkldnn、嵌套和量化张量"),),
    en="Without an output tensor given, `torch.stack` and `torch.cat` never return a tensor that shares memory with "
    "an input.",
    zh="不指定输出张量时，`torch.stack` 和 `torch.cat` 总是返回使用新内存的张量，与输入互相独立。",
)
def _(run):
    def new_memory(case):
        t = case.tensor
        if t.dim() == 0 and case.op.code.startswith("torch.cat("):
            return raises(case.apply, RuntimeError)
        result = case.apply()
        return result is not t and not shares_storage(result, t) and not case.warnings

    return not shares_storage(run["stacked"], run["t"]) and run.each(new_memory)


@claim(
    "python-data.stack-cat-0d",
    snippet="stack_cat.py",
    over=over(tensors(only=("0-d",)), ops("stack-cat")),
    en="`torch.cat` refuses a 0-d tensor with a `RuntimeError`, while `torch.stack` copies it.",
    zh="`torch.cat` 拒绝 0 维张量，抛出 `RuntimeError`；`torch.stack` 则复制它。",
)
def _(run):
    def refused_or_copied(case):
        t = case.tensor
        if case.op.code.startswith("torch.cat("):
            return t.dim() == 0 and raises(case.apply, RuntimeError, "zero-dimensional tensor")
        result = case.apply()
        return t.dim() == 0 and not shares_storage(result, t) and not case.warnings

    return not shares_storage(run["joined"], run["t"]) and run.each(refused_or_copied)


# --- torch.as_tensor on a Python list ---------------------------------------------------------


@claim(
    "python-data.as-tensor-list",
    snippet="as_tensor_list.py",
    en="`torch.as_tensor(data)` copies a Python list `data`, as `torch.tensor(data)` does: after `data[0] = 100.0`, "
    "both still start with `1.0`.",
    zh="`torch.as_tensor(data)` 与 `torch.tensor(data)` 一样复制 Python 列表 `data`：执行 `data[0] = 100.0` 之后，两者开头仍是 `1.0`。",
)
def _(run):
    a, b = run["a"], run["b"]
    return (
        run["data"][0] == 100.0
        and a.tolist() == [1.0, 2.0, 3.0]
        and b.tolist() == [1.0, 2.0, 3.0]
        and a.dtype == b.dtype == torch.float32
        and not shares_storage(a, b)
    )


@claim(
    "python-data.as-tensor-list-rule",
    snippet="as_tensor_list.py",
    over=over(ops("as-tensor-list"), contexts()),
    en="Given a Python list, `torch.as_tensor(list)` returns what `torch.tensor(list)` returns: the same values, "
    "shape, dtype and device.",
    zh="对 Python 列表，`torch.as_tensor(list)` 与 `torch.tensor(list)` 返回的结果相同：值、形状、数据类型和设备都一样。",
)
def _(run):
    def as_tensor_does(case):
        result = case.apply()
        literal = case.op.code.removeprefix("torch.as_tensor(")[:-1]
        expected = torch.tensor(eval(literal))  # noqa: S307 - the catalogue's own code
        same = (result.dtype, result.device, result.shape) == (expected.dtype, expected.device, expected.shape)
        return same and (result.device.type == "meta" or torch.equal(result, expected))

    return run["a"].dtype == run["b"].dtype and run.each(as_tensor_does)


LIST_OF_ARRAYS = ("Creating a tensor from a list of numpy.ndarrays is extremely slow. Please consider converting the list "
                  "to a single numpy.ndarray with numpy.array() before converting to a tensor.")


@claim(
    "python-data.list-of-arrays-warns",
    snippet="list_of_arrays.py",
    en="`torch.tensor(arrays)` on a list of NumPy arrays builds the tensor but warns \"Creating a tensor from a list of "
    "numpy.ndarrays is extremely slow.\"; `torch.from_numpy(np.stack(arrays))` builds it without the warning.",
    zh="`torch.tensor(arrays)` 接收由 NumPy 数组组成的列表时能构造出张量，但会警告 \"Creating a tensor from a list of "
    "numpy.ndarrays is extremely slow.\"（由 NumPy 数组列表创建张量极慢）；改用 `torch.from_numpy(np.stack(arrays))` 就不会有这条警告。",
)
def _(run):
    return (
        warned(run, "UserWarning", LIST_OF_ARRAYS)
        and run["t"].tolist() == [[1.0, 2.0], [3.0, 4.0]]
        and bool((run["t"] == run["fast"]).all())
        and run["t"].dtype == run["fast"].dtype
        and len(run["fast_warnings"]) == 0
    )
