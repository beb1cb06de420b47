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
    en="`t.tolist()` returns nested Python lists of Python numbers, one level of list per dimension: `t` of shape "
    "`(2, 3)` gives a list of 2 lists of 3 floats, and a 0-d tensor gives the number itself "
    "(`torch.tensor(3.5).tolist()` is the float `3.5`). The lists are a copy: after `t[0, 0] = 100.0`, "
    "`values[0][0]` is still `0.0`.",
    zh="`t.tolist()` 返回由 Python 数构成的嵌套 Python 列表，每个维度一层列表：形状为 `(2, 3)` 的 `t` 得到一个列表，"
    "里面是 2 个各含 3 个浮点数的列表；0 维张量则直接得到那个数（`torch.tensor(3.5).tolist()` 是浮点数 `3.5`）。"
    "这些列表是副本：执行 `t[0, 0] = 100.0` 之后，`values[0][0]` 仍是 `0.0`。",
)
def _(run):
    values, number = run["values"], run["number"]
    return (
        nesting(values) == (2, 3)
        and all(type(v) is float for v in leaves(values))
        and values[0][0] == 0.0
        and run["t"][0, 0].item() == 100.0
        and type(number) is float
        and number == 3.5
    )


@claim(
    "python-data.tolist-types",
    snippet="tolist.py",
    over=over(tensors(but=("meta",)), ops("to-python", only=("t.tolist()",))),
    en="Each element becomes the Python number of its kind: for each tensor of the catalogue tried, `tolist()` gives "
    "`float` for a floating-point tensor (`float16`, `bfloat16`, `float32` and `float64` among them), `int` for an "
    "integer one, `bool` for a bool one and `complex` for a complex one, nested to the tensor's shape, without a warning; "
    "views, expanded tensors, tensors that require grad, Parameters and inference tensors are among them, and an empty "
    "tensor gives empty lists. The meta tensor, which holds no data, is left out; all the tensors tried are dense (sparse, mkldnn, nested and quantized tensors were not tried).",
    zh="每个元素都变成对应种类的 Python 数：对目录中试过的每个张量，`tolist()` 对浮点张量（包括 `float16`、`bfloat16`、"
    "`float32` 和 `float64`）给出 `float`，对整数张量给出 `int`，对布尔张量给出 `bool`，对复数张量给出 `complex`，"
    "嵌套层次与张量的形状一致，而且不发出警告；其中包括视图（view）、扩展张量、需要梯度的张量、Parameter 和推理张量（inference tensor），"
    "空张量则得到空列表。没有数据的 meta 张量不在其列；试过的张量都是稠密张量（没有试过稀疏、mkldnn、嵌套和量化张量）。",
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
    en="On a leaf `w` that requires grad, `w.tolist()` works, without a warning, and gives plain Python floats: "
    "no `grad_fn`, no link to the autograd graph.",
    zh="在需要梯度的叶子张量（leaf tensor）`w` 上，`w.tolist()` 照常工作，不发出警告，得到的是普通的 Python 浮点数："
    "没有 `grad_fn`，与计算图（autograd graph）毫无联系。",
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
    en="`t.item()` returns the one element of a CPU tensor with exactly one element as a Python number, whatever its shape: "
    "`torch.tensor(2.5)`, `torch.tensor([2.5])` and `torch.tensor([[[2.5]]])` each give the float `2.5`. For each "
    "one-element tensor tried (0-d, 1-d and 3-d, a slice, an expanded tensor, int64, uint8, bool, float16 and complex, "
    "a leaf and a non-leaf that require grad, an inference tensor) it gives that element as `float`, `int`, `bool` or "
    "`complex`, by dtype, without a warning.",
    zh="对恰好只有一个元素的 CPU 张量，不论形状如何，`t.item()` 都把这个元素作为 Python 数返回："
    "`torch.tensor(2.5)`、`torch.tensor([2.5])` 和 `torch.tensor([[[2.5]]])` 都得到浮点数 `2.5`。"
    "试过的每个单元素张量（0 维、1 维和 3 维的，切片，扩展张量，int64、uint8、bool、float16 和复数张量，需要梯度的叶子张量和非叶子张量，推理张量）"
    "都是如此：按数据类型（dtype）得到 `float`、`int`、`bool` 或 `complex`，不发出警告。",
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
    over=over(tensors(but=("0-d", "meta")), ops("to-python", only=("t.item()",))),
    en="On a tensor with more than one element, `t.item()` raises: `torch.tensor([1.0, 2.0]).item()` raises "
    "`RuntimeError: a Tensor with 2 elements cannot be converted to Scalar`. Each tensor of the catalogue tried, "
    "all with other than one element, raises the same `RuntimeError`, its message naming its number of elements "
    "(0 for an empty tensor); the 0-d tensor, which has one element, and the meta tensor are left out.",
    zh="张量不止一个元素时，`t.item()` 会抛出错误：`torch.tensor([1.0, 2.0]).item()` 抛出 "
    "`RuntimeError: a Tensor with 2 elements cannot be converted to Scalar`（意为：含这么多元素的张量无法转换为标量）。"
    "目录中试过的每个张量（元素个数都不是一）都抛出同样的 `RuntimeError`，错误信息里写的是它自己的元素个数（空张量是 0）；"
    "只有一个元素的 0 维张量和 meta 张量不在其列。",
)
def _(run):
    message = "a Tensor with {} elements cannot be converted to Scalar"
    return (
        raised(run, RuntimeError)
        and str(run.error) == message.format(2)
        and run.each(lambda case: raises(case.apply, RuntimeError, message.format(case.tensor.numel())))
    )


@claim(
    "python-data.item-grad",
    snippet="item_grad.py",
    en="On a leaf `w` that requires grad, `w.item()` works without a warning and returns a plain Python float, "
    "which has no link to the autograd graph.",
    zh="在需要梯度的叶子张量 `w` 上，`w.item()` 照常工作，不发出警告，返回普通的 Python 浮点数，与计算图毫无联系。",
)
def _(run):
    number = run["number"]
    return run["w"].requires_grad and type(number) is float and number == 2.5 and not warned(run)


@claim(
    "python-data.float-grad-warns",
    snippet="float_grad.py",
    torch=">=2.8",
    en="Since PyTorch 2.8, with grad mode on and the default warning settings, the first `float(w)` of this fresh process returns the same float but warns: "
    "`UserWarning: Converting a tensor with requires_grad=True to a scalar may lead to unexpected behavior.`, "
    "followed by `Consider using tensor.detach() first.`; a second `float(w)` in the same process does not warn again (the warning is shown once per process), "
    "and under `torch.no_grad()` it does not warn ([pytorch/pytorch#143261](https://github.com/pytorch/pytorch/pull/143261)).",
    zh="从 PyTorch 2.8 起，在梯度模式开启且使用默认警告设置时，在这个新进程中第一次对同一个张量调用 `float(w)` 得到同样的浮点数，但会发出警告："
    "`UserWarning: Converting a tensor with requires_grad=True to a scalar may lead to unexpected behavior.`"
    "（意为：把需要梯度的张量转换为标量可能导致意外的行为），后面接着 `Consider using tensor.detach() first.`（建议先调用 tensor.detach()）；"
    "同一进程中第二次调用 `float(w)` 不会再发出警告（这条警告每个进程只显示一次），在 `torch.no_grad()` 下也不会发出警告（[pytorch/pytorch#143261](https://github.com/pytorch/pytorch/pull/143261)）。",
)
def _(run):
    return (
        type(run["number"]) is float
        and run["number"] == 2.5
        and warned(run, "UserWarning", SCALAR_WARNING)
        and "Consider using tensor.detach() first." in run.output
        and (run["quiet"], run["first"], run["again"]) == (0, 1, 0)
    )


# --- list(t) -------------------------------------------------------------------------------


@claim(
    "python-data.list-views",
    snippet="iterate.py",
    en="`list(t)` iterates over the first dimension of `t` and gives tensors that are views of `t`: for `t` of shape "
    "`(2, 3)` it gives 2 tensors of shape `(3,)`, each with `_base` `t`, and a write through one shows in `t`: "
    "after `rows[0][0] = 100.0`, `t[0, 0]` is `100.0` too.",
    zh="`list(t)` 沿 `t` 的第一个维度迭代，得到的张量都是 `t` 的视图：形状为 `(2, 3)` 的 `t` 得到 2 个形状为 `(3,)` 的张量，"
    "每个的 `_base` 都是 `t`；通过其中一个写入，`t` 里也看得到：执行 `rows[0][0] = 100.0` 之后，`t[0, 0]` 也是 `100.0`。",
)
def _(run):
    t, rows = run["t"], run["rows"]
    return (
        len(rows) == 2
        and all(tuple(r.shape) == (3,) and r._base is t and shares_storage(r, t) for r in rows)
        and t[0, 0].item() == 100.0
    )


@claim(
    "python-data.list-shares",
    snippet="iterate.py",
    over=over(tensors(but=("0-d", "meta", "inference tensor")), ops("to-python", only=("list(t)",))),
    en="This holds for each tensor of the catalogue tried: `list(t)` gives `t.shape[0]` tensors, each a view of `t` "
    "(its `_base` set) that shares its memory; views, expanded, transposed and channels_last tensors, integer, bool and "
    "complex ones, tensors that require grad, Parameters and tensors from `from_numpy` are among them, and a tensor whose "
    "first dimension has size 0 gives an empty list. The 0-d tensor (below), the meta tensor, which holds no data, and "
    "the inference tensor (next) are left out.",
    zh="目录中试过的每个张量都是如此：`list(t)` 给出 `t.shape[0]` 个张量，每个都是 `t` 的视图（设有 `_base`），与它共享内存；"
    "其中包括视图、扩展张量、转置张量和 channels_last 张量，整数、布尔和复数张量，需要梯度的张量、Parameter，以及 `from_numpy` "
    "得到的张量；第一个维度长度为 0 的张量则得到空列表。0 维张量（见下文）、没有数据的 meta 张量和推理张量（紧接着说明）不在其列。",
)
def _(run):
    def views_sharing(case):
        rows = case.apply()
        t = case.tensor
        return len(rows) == t.shape[0] and all(r._base is not None and shares_storage(r, t) for r in rows)

    return all(r._base is run["t"] for r in run["rows"]) and run.each(views_sharing)


@claim(
    "python-data.list-inference",
    snippet="iterate.py",
    over=over(tensors(only=("inference tensor",)), ops("to-python", only=("list(t)",))),
    en="The tensors `list(t)` gives for the inference tensor of the catalogue share its memory too, but autograd does not record them as views: "
    "their `_base` is `None`.",
    zh="对目录中的推理张量，`list(t)` 给出的张量同样与它共享内存，但自动求导（autograd）不把它们记为视图：它们的 `_base` 是 `None`。",
)
def _(run):
    def sharing_without_base(case):
        rows = case.apply()
        return len(rows) == case.tensor.shape[0] and all(r._base is None and shares_storage(r, case.tensor) for r in rows)

    return len(run["rows"]) == 2 and run.each(sharing_without_base)


@claim(
    "python-data.list-0d",
    snippet="iterate_0d.py",
    en="`list(torch.tensor(3.5))` raises `TypeError: iteration over a 0-d tensor`: a 0-d tensor has no first "
    "dimension to iterate over.",
    zh="`list(torch.tensor(3.5))` 抛出 `TypeError: iteration over a 0-d tensor`（意为：不能对零维张量迭代）："
    "0 维张量没有可供迭代的第一个维度。",
)
def _(run):
    return raised(run, TypeError) and str(run.error) == "iteration over a 0-d tensor"


# --- torch.tensor on a list of tensors; torch.stack and torch.cat ---------------------------


@claim(
    "python-data.tensor-of-tensors",
    snippet="tensor_of_tensors.py",
    en="`torch.tensor(rows)` with `rows` a list of tensors of more than one element, here "
    "`[torch.ones(2), torch.zeros(2)]`, raises `ValueError: only one element tensors can be converted to Python scalars`.",
    zh="`rows` 是由不止一个元素的张量组成的列表时（这里是 `[torch.ones(2), torch.zeros(2)]`），`torch.tensor(rows)` 抛出 "
    "`ValueError: only one element tensors can be converted to Python scalars`（意为：只有单元素张量才能转换为 Python 标量）。",
)
def _(run):
    return raised(run, ValueError) and str(run.error) == "only one element tensors can be converted to Python scalars"


@claim(
    "python-data.tensor-of-scalars",
    snippet="tensor_of_scalars.py",
    en="`torch.tensor(parts)` works when each tensor in the list is a dense, non-quantized CPU tensor with one element: with `parts` holding "
    "`torch.tensor(1.5)` and `torch.tensor([2.5])` it gives a new tensor of shape `(2,)` holding `1.5` and `2.5`, "
    "without a warning, and a later write to `parts[0]` does not show in it.",
    zh="列表中的每个张量都是只有一个元素、稠密且未量化的 CPU 张量时，`torch.tensor(parts)` 可以执行：`parts` 里是 `torch.tensor(1.5)` 和 "
    "`torch.tensor([2.5])` 时，它得到一个形状为 `(2,)`、存有 `1.5` 和 `2.5` 的新张量，不发出警告；之后写入 `parts[0]`，它也看不到。",
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
    "python-data.tensor-of-grad-scalars-warns",
    snippet="tensor_of_grad_scalars.py",
    torch=">=2.8",
    en="Since PyTorch 2.8, if those one-element tensors require grad, `torch.tensor` warns with grad mode on and the default warning settings, the first time in this fresh process: `torch.tensor([w[0], w[1]])`, "
    "with `w` a leaf that requires grad, emits `UserWarning: Converting a tensor with requires_grad=True to a scalar may "
    "lead to unexpected behavior.`; the same call again in that process, or under `torch.no_grad()`, does not warn ([pytorch/pytorch#143261](https://github.com/pytorch/pytorch/pull/143261)).",
    zh="从 PyTorch 2.8 起，这些单元素张量如果需要梯度，`torch.tensor` 在梯度模式开启且使用默认警告设置时就会发出警告（在这个新进程中第一次调用时）：`w` 是需要梯度的叶子张量时，"
    "`torch.tensor([w[0], w[1]])` 发出 `UserWarning: Converting a tensor with requires_grad=True to a scalar may "
    "lead to unexpected behavior.`（意为：把需要梯度的张量转换为标量可能导致意外的行为）；在同一进程中再次调用，或在 `torch.no_grad()` 下调用，都不会发出警告（[pytorch/pytorch#143261](https://github.com/pytorch/pytorch/pull/143261)）。",
)
def _(run):
    return run["w"].requires_grad and warned(run, "UserWarning", SCALAR_WARNING) and (run["quiet"], run["first"], run["again"]) == (0, 1, 0)


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
    "python-data.stack-cat-copy",
    snippet="stack_cat.py",
    en="`torch.stack(rows)` and `torch.cat(rows)` join a list of tensors of more than one element into a new tensor in "
    "new memory: with `rows = list(t)` for `t` of shape `(2, 3)`, `torch.stack(rows)` has shape `(2, 3)` and "
    "`torch.cat(rows)` shape `(6,)`, and after `t[0, 0] = 100.0` both still start with `0.0`.",
    zh="`torch.stack(rows)` 和 `torch.cat(rows)` 把由多元素张量组成的列表拼成一个使用新内存的新张量："
    "`rows = list(t)`、`t` 的形状为 `(2, 3)` 时，`torch.stack(rows)` 的形状是 `(2, 3)`，`torch.cat(rows)` 的形状是 `(6,)`；"
    "执行 `t[0, 0] = 100.0` 之后，两者开头仍是 `0.0`。",
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
    en="Called without an output tensor given, neither ever shares memory with its inputs: for each tensor `t` of the catalogue tried, `torch.stack([t])`, "
    "`torch.stack([t, t])`, `torch.cat([t])`, `torch.cat([t, t])` and `torch.cat([t.new_zeros(0), t])` return a tensor "
    "that is not `t` and does not share its memory, without a warning, even for a one-tensor list and for empty "
    "tensors; views, expanded tensors, tensors that require grad, Parameters and inference tensors are among them. "
    "The one exception found among them is the 0-d tensor, which `torch.cat` refuses with a `RuntimeError` (`torch.stack` copies it); "
    "the meta tensor, which holds no data, is left out, and all the tensors tried are dense (sparse, mkldnn, nested and quantized tensors were not tried).",
    zh="在不指定输出张量时，两者都不会与输入共享内存：对目录中试过的每个张量 `t`，`torch.stack([t])`、`torch.stack([t, t])`、`torch.cat([t])`、"
    "`torch.cat([t, t])` 和 `torch.cat([t.new_zeros(0), t])` 返回的张量都不是 `t`，也不与它共享内存，不发出警告；"
    "列表里只有一个张量时如此，空张量也如此；其中包括视图、扩展张量、需要梯度的张量、Parameter 和推理张量。"
    "其中找到的唯一例外是 0 维张量：`torch.cat` 拒绝它，抛出 `RuntimeError`（`torch.stack` 则复制它）；没有数据的 meta 张量不在其列，试过的张量都是稠密张量（没有试过稀疏、mkldnn、嵌套和量化张量）。",
)
def _(run):
    def new_memory(case):
        t = case.tensor
        if t.dim() == 0 and case.op.code.startswith("torch.cat("):
            return raises(case.apply, RuntimeError)
        result = case.apply()
        return result is not t and not shares_storage(result, t) and not case.warnings

    return not shares_storage(run["stacked"], run["t"]) and run.each(new_memory)


# --- torch.as_tensor on a Python list ---------------------------------------------------------


@claim(
    "python-data.as-tensor-list",
    snippet="as_tensor_list.py",
    en="`torch.as_tensor(data)` with a Python list `data` builds a new tensor from a copy of the list's numbers, as "
    "`torch.tensor(data)` does: with `data = [1.0, 2.0, 3.0]`, both give `torch.float32` tensors in memory of their own, "
    "and after `data[0] = 100.0` both still start with `1.0`.",
    zh="`data` 是 Python 列表时，`torch.as_tensor(data)` 与 `torch.tensor(data)` 一样，用列表中数的副本构造一个新张量："
    "`data = [1.0, 2.0, 3.0]` 时，两者都得到 `torch.float32` 张量，各用各的内存；执行 `data[0] = 100.0` 之后，两者开头仍是 `1.0`。",
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
    en="For each list tried (`[1.0, 2.0, 3.0]`, `[1, 2, 3]`, `[True, False]`, `[[1.0, 2.0], [3.0, 4.0]]`, "
    "`[1 + 2j, 3.0]` and `[]`), `torch.as_tensor(list)` gives what `torch.tensor(list)` gives: the same values, "
    "shape, dtype and device, in each context tried (a default device meta, a float64 default dtype, "
    "`torch.no_grad()`, inference mode).",
    zh="对试过的每个列表（`[1.0, 2.0, 3.0]`、`[1, 2, 3]`、`[True, False]`、`[[1.0, 2.0], [3.0, 4.0]]`、"
    "`[1 + 2j, 3.0]` 和 `[]`），`torch.as_tensor(list)` 得到的都与 `torch.tensor(list)` 相同：值、形状、数据类型和设备都一样，"
    "在试过的每种上下文中（默认设备为 meta、默认数据类型为 float64、`torch.no_grad()`、推理模式（inference mode））也是如此。",
)
def _(run):
    def as_tensor_does(case):
        result = case.apply()
        literal = case.op.code.removeprefix("torch.as_tensor(")[:-1]
        expected = torch.tensor(eval(literal))  # noqa: S307 - the catalogue's own code
        same = (result.dtype, result.device, result.shape) == (expected.dtype, expected.device, expected.shape)
        return same and (result.device.type == "meta" or torch.equal(result, expected))

    return run["a"].dtype == run["b"].dtype and run.each(as_tensor_does)
