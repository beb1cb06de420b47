import re

import torch

from tensorfacts.catalogue import contexts, ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import copy_advice, raises, shares_storage, warnings_of

CONJ = "complex with the conjugate bit"
CONJ_EXPANDED = "expanded tensor with the conjugate bit"
NEG = "negative bit"
BITS = (CONJ, CONJ_EXPANDED, NEG)
"""The tensors with the conjugate or the negative bit set: ``new_tensor`` raises on each of them."""
SOME_CONTEXTS = ("no context", "default device meta", "default dtype float64")
COPY_WARNING = "To copy construct from a tensor, it is recommended to use"
CONJ_ERROR = "DispatchKey Conjugate doesn't correspond to a device"
NEG_ERROR = "DispatchKey Negative doesn't correspond to a device"
NEW_TENSOR_CALLS = ("t.new_tensor([1, 2])", "t.new_tensor(t)", "t.new_tensor([1.5, 2.7])",
                    "t.new_tensor([1, 2], dtype=torch.int32, device='meta')",
                    "t.new_tensor([1.0, 2.0], requires_grad=True)")
NEW_TENSOR_FAMILIES = ("new-factory", "copy", "fill-dtype", "factory-override", "new-like-requires-grad")


def dense(t):
    """Whether ``t``'s elements fill its memory without gaps or overlaps (in some order of its dimensions).

    A tensor with no elements has neither, whatever its strides.
    """
    if t.numel() == 0:
        return True
    expected = 1
    for dim in sorted(range(t.dim()), key=lambda d: t.stride(d)):
        if t.size(dim) != 1 and t.stride(dim) != expected:
            return False
        expected *= t.size(dim)
    return True


def from_input(case):
    """The case's result has the input's dtype and device."""
    result = case.apply()
    return result.dtype == case.tensor.dtype and result.device == case.tensor.device


@claim(
    "from-tensor.table-from-self",
    snippet="table.py",
    over=over(
        tensors(),
        ops("like-factory", "new-factory", but=("torch.rand_like(t)", "t.new_tensor([1, 2])")),
        contexts(*SOME_CONTEXTS),
    ),
    en="`x` is a `float64` tensor on `meta`, and all ten calls return `float64` tensors on `meta`, "
    "even `x.new_tensor([1, 2])`, whose integer data alone would give `int64`. "
    "`zeros_like`, `ones_like`, `empty_like`, `full_like`, `new_zeros`, `new_ones`, `new_full` and `new_empty` "
    "take dtype and device from the tensor they are given, for each kind of tensor tried, also under a default device "
    "or a float64 default dtype; `rand_like` and `new_tensor` have exceptions (below).",
    zh="`x` 是位于 `meta` 上的 `float64` 张量，这十种调用返回的都是位于 `meta` 上的 `float64` 张量，"
    "连 `x.new_tensor([1, 2])` 也是如此，尽管单凭这组整数数据会得到 `int64`。"
    "`zeros_like`、`ones_like`、`empty_like`、`full_like`、`new_zeros`、`new_ones`、`new_full` 和 `new_empty` "
    "的数据类型（dtype）和设备都取自传给它们的张量，试过的每种张量都是如此，设置了默认设备或默认数据类型为 float64 时也一样；"
    "`rand_like` 和 `new_tensor` 则有例外（见下文）。",
)
def _(run):
    x, results = run["x"], run["results"].values()
    return (
        x.dtype == torch.float64 and x.device.type == "meta"
        and torch.tensor([1, 2]).dtype == torch.int64
        and len(results) == 10
        and all(r.dtype == torch.float64 and r.device.type == "meta" for r in results)
        and run.each(from_input)
    )


@claim(
    "from-tensor.table-no-grad",
    snippet="table.py",
    over=over(tensors("requires-grad"), ops("like-factory", "new-factory")),
    en="None of the ten results requires grad (`requires_grad` is `False`), although `x` does; "
    "the same holds for a leaf that requires grad, a non-leaf, a view of a leaf and a Parameter: "
    "each result is a leaf tensor that does not require grad.",
    zh="`x` 需要梯度，但这十个结果都不需要梯度（`requires_grad` 为 `False`）；"
    "对需要梯度的叶子张量（leaf tensor）、非叶子张量、叶子张量的视图（view）和 Parameter 也是如此：每个结果都是不需要梯度的叶子张量。",
)
def _(run):
    def no_grad(case):
        result = case.apply()
        return case.tensor.requires_grad and not result.requires_grad and result.is_leaf

    return run["x"].requires_grad and not any(r.requires_grad for r in run["results"].values()) and run.each(no_grad)


@claim(
    "from-tensor.rand-like-integer",
    snippet="rand_like.py",
    over=over(tensors(), ops("like-factory", only=("torch.rand_like(t)",)), contexts("no context", "default dtype float64")),
    en="`rand_like` takes dtype and device from each floating-point or complex tensor tried, but for an integer or "
    "bool tensor holding data it raises a `RuntimeError`: `torch.rand_like(i)` of the int64 tensor `i` says "
    "`\"check_uniform_bounds\" not implemented for 'Long'`.",
    zh="对试过的每种浮点或复数张量，`rand_like` 的数据类型和设备都取自该张量；但对存有数据的整数或布尔张量，它会抛出 "
    "`RuntimeError`：对 int64 张量 `i`，`torch.rand_like(i)` 给出的错误信息是 "
    "`\"check_uniform_bounds\" not implemented for 'Long'`（没有为 Long 实现 check_uniform_bounds）。",
)
def _(run):
    def floats_or_raises(case):
        t = case.tensor
        if t.is_floating_point() or t.is_complex():
            return from_input(case)
        try:
            case.apply()
        except RuntimeError as e:  # NotImplementedError on recent releases, a subclass
            return "not implemented for" in str(e)
        return False

    return run["message"] == "\"check_uniform_bounds\" not implemented for 'Long'" and run.each(floats_or_raises)


@claim(
    "from-tensor.new-tensor-doc",
    snippet="docstring.py",
    en="The docstring of `Tensor.new_tensor` says that by default the result has the same dtype and device as the tensor it is called on.",
    zh="`Tensor.new_tensor` 的文档字符串（docstring）写明：默认情况下，结果的数据类型和设备与调用它的那个张量相同。",
)
def _(run):
    s = run["sentence"]
    return "same :class:`torch.dtype` and :class:`torch.device` as this tensor" in s


@claim(
    "from-tensor.new-tensor-list-device",
    snippet="device_list.py",
    over=over(tensors(but=BITS), ops("new-factory", only=("t.new_tensor([1, 2])",)), contexts(*SOME_CONTEXTS)),
    en="With a Python list as data, `base.new_tensor(data)` creates the tensor on `base`'s device. "
    "`t.new_tensor([1, 2])` takes dtype and device from `t` for each kind of tensor tried, also under a default device "
    "or a float64 default dtype, except a tensor that is complex with the conjugate bit, an expanded tensor with the "
    "conjugate bit and a tensor with the negative bit, on which it raises (next).",
    zh="数据是 Python 列表时，`base.new_tensor(data)` 会在调用方张量 `base` 所在的设备上创建张量。"
    "对试过的每种张量，`t.new_tensor([1, 2])` 的数据类型和设备都取自 `t`，设置了默认设备或默认数据类型为 float64 时也一样；"
    "带共轭位的复数张量、带共轭位的扩展张量和带负号位的张量是例外，它在这些张量上会抛出错误（见下文）。",
)
def _(run):
    def from_t(case):
        result = case.apply()
        return from_input(case) and tuple(result.shape) == (2,)

    return run["base"].device.type == "meta" and run["r"].device == run["base"].device and run.each(from_t)


@claim(
    "from-tensor.new-tensor-conj",
    snippet="conj.py",
    over=over(tensors("conj"), ops(*NEW_TENSOR_FAMILIES, only=NEW_TENSOR_CALLS)),
    en="On `z`, a complex tensor with the conjugate bit set, `z.new_tensor([1, 2])` raises "
    "`RuntimeError: DispatchKey Conjugate doesn't correspond to a device`; so does `new_tensor` with a tensor as data, "
    "with float data, with `dtype=` and `device=`, or with `requires_grad=True`.",
    zh="`z` 是设置了共轭位的复数张量，`z.new_tensor([1, 2])` 会抛出 "
    "`RuntimeError: DispatchKey Conjugate doesn't correspond to a device`（共轭这个分发键不对应任何设备）；"
    "数据是张量或浮点数，或者传入 `dtype=` 和 `device=`，或者 `requires_grad=True` 时，`new_tensor` 同样如此。",
)
def _(run):
    return (
        run["z"].is_conj() and run["error"] == CONJ_ERROR
        and run.each(lambda case: raises(case.apply, RuntimeError, CONJ_ERROR))
    )


@claim(
    "from-tensor.new-tensor-neg",
    snippet="conj.py",
    over=over(tensors("neg"), ops(*NEW_TENSOR_FAMILIES, only=NEW_TENSOR_CALLS)),
    en="The negative bit does the same: `n = z.imag`, a `torch.float32` view with the negative bit set, makes "
    "`n.new_tensor([1, 2])` raise `RuntimeError: DispatchKey Negative doesn't correspond to a device`, and so do the "
    "other four calls of `new_tensor` above.",
    zh="负号位也一样：`n = z.imag` 是设置了负号位的 `torch.float32` 视图，`n.new_tensor([1, 2])` 会抛出 "
    "`RuntimeError: DispatchKey Negative doesn't correspond to a device`（负号这个分发键不对应任何设备），"
    "上面另外四种 `new_tensor` 调用也是如此。",
)
def _(run):
    n = run["n"]
    return (
        n.is_neg() and n.dtype == torch.float32 and run["neg_error"] == NEG_ERROR
        and run.each(lambda case: raises(case.apply, RuntimeError, NEG_ERROR))
    )


@claim(
    "from-tensor.new-tensor-tensor-device",
    snippet="device_tensor.py",
    torch=">=2.7",
    over=over(tensors(), ops("new-tensor-meta-base")),
    en="With a tensor as data, `base.new_tensor(data)` also creates the tensor on `base`'s device, not on the data's "
    "device ([pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)): on a `meta` base, the result "
    "is a `meta` tensor for each kind of tensor tried as data.",
    zh="数据是张量时，`base.new_tensor(data)` 同样在调用方张量 `base` 所在的设备上创建张量，而不是沿用数据所在的设备"
    "（[pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)）：调用方张量位于 `meta` 时，"
    "无论数据是试过的哪种张量，结果都是 `meta` 张量。",
)
def _(run):
    each = run.each(lambda case: case.apply().device.type == "meta")  # every case runs, whatever the release
    return run["r"].device.type == "meta" and run["data"].device.type != "meta" and each


@claim(
    "from-tensor.new-tensor-tensor-device-old",
    snippet="device_tensor.py",
    torch="<2.7",
    over=over(tensors(), ops("new-tensor-meta-base")),
    en="Before PyTorch 2.7 it was the other way round: with a tensor as data, the result stayed on the data's device, "
    "as older articles describe ([pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)); "
    "on a `meta` base, each kind of tensor tried as data gave a result on its own device.",
    zh="PyTorch 2.7 之前正好相反：数据是张量时，结果留在数据所在的设备上，较早的文章描述的就是这种行为"
    "（[pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)）；调用方张量位于 `meta` 时，"
    "试过的每种数据张量得到的结果都在数据自己的设备上。",
)
def _(run):
    each = run.each(lambda case: case.apply().device == case.tensor.device)  # every case runs, whatever the release
    return run["r"].device == run["data"].device and run["base"].device.type == "meta" and run["r"].device.type != "meta" and each


@claim(
    "from-tensor.new-tensor-meta-data",
    snippet="meta_data.py",
    torch=">=2.7",
    en="So `base.new_tensor(data)` with `meta` data and a `base` on a real device fails with `NotImplementedError`: "
    "the data would have to be copied to the base's device, and a `meta` tensor has no values to copy "
    "([pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)).",
    zh="因此，如果数据是 `meta` 张量，而调用方张量 `base` 位于真实设备上，`base.new_tensor(data)` 就会失败并抛出 "
    "`NotImplementedError`：数据得先复制到调用方张量所在的设备，而 `meta` 张量没有可复制的值"
    "（[pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)）。",
)
def _(run):
    err = run.namespace.get("err")
    return err is not None and "Cannot copy out of meta tensor" in err and run["base"].device.type != "meta"


@claim(
    "from-tensor.new-tensor-copy-warning",
    snippet="warning.py",
    over=over(tensors(but=BITS), ops("copy", only=("t.new_tensor(t)",))),
    en="Like `torch.tensor`, `new_tensor` emits a `UserWarning` when its data is a tensor, starting "
    "`To copy construct from a tensor, it is recommended to use` and ending `rather than tensor.new_tensor(sourceTensor).`; "
    "with list data it does not warn. `t.new_tensor(t)` warns for each kind of tensor tried, except a tensor that is "
    "complex with the conjugate bit, an expanded tensor with the conjugate bit and a tensor with the negative bit, "
    "where it raises (above).",
    zh="和 `torch.tensor` 一样，`new_tensor` 的数据是张量时会发出 `UserWarning`，开头是 "
    "`To copy construct from a tensor, it is recommended to use`，结尾是 `rather than tensor.new_tensor(sourceTensor).`"
    "（意为：要从张量复制构造，建议用……，而不是 tensor.new_tensor(sourceTensor)）；数据是列表时不会警告。"
    "对试过的每种张量，`t.new_tensor(t)` 都会警告；带共轭位的复数张量、带共轭位的扩展张量和带负号位的张量除外，"
    "它在这些张量上会抛出错误（见上文）。",
)
def _(run):
    found = warnings_of(run)

    def warns(case):
        case.apply()
        return any(
            c == "UserWarning" and m.startswith(COPY_WARNING) and "rather than tensor.new_tensor(sourceTensor)." in m
            for c, m in case.warnings
        )

    return (
        len(found) == 1
        and found[0][0] == "UserWarning"
        and found[0][1].startswith(COPY_WARNING)
        and found[0][1].endswith("rather than tensor.new_tensor(sourceTensor).")
        and run["s"].tolist() == [1.0, 2.0]
        and run.each(warns)
    )


@claim(
    "from-tensor.new-tensor-warns",
    snippet="warning.py",
    en="Since PyTorch 2.7 the advice in that warning is `sourceTensor.detach().clone()` ([pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)).",
    zh="从 PyTorch 2.7 起，这条警告给出的建议是 `sourceTensor.detach().clone()`（[pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)）。",
    torch=">=2.7",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.detach().clone()", "sourceTensor.detach().clone().requires_grad_(True)")


@claim(
    "from-tensor.new-tensor-advice-old",
    snippet="warning.py",
    en="Before PyTorch 2.7 it advised the other order, `sourceTensor.clone().detach()` ([pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)).",
    zh="PyTorch 2.7 之前，它建议的是另一种顺序：`sourceTensor.clone().detach()`（[pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)）。",
    torch="<2.7",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.clone().detach()", "sourceTensor.clone().detach().requires_grad_(True)")


@claim(
    "from-tensor.new-tensor-detached",
    snippet="copies.py",
    over=over(tensors("requires-grad"), ops("copy", only=("t.new_tensor(t)",))),
    en="`base.new_tensor(x)` of a tensor `x` that requires grad returns a leaf tensor that does not require grad: "
    "the result is cut off from `x`'s autograd graph. `t.new_tensor(t)` does the same for a leaf that requires grad, "
    "a non-leaf, a view of a leaf and a Parameter.",
    zh="对需要梯度的张量 `x` 调用 `base.new_tensor(x)`，得到的是不需要梯度的叶子张量：结果与 `x` 的计算图（autograd graph）断开了。"
    "对需要梯度的叶子张量、非叶子张量、叶子张量的视图和 Parameter，`t.new_tensor(t)` 也是如此。",
)
def _(run):
    def detached(case):
        result = case.apply()
        return case.tensor.requires_grad and not result.requires_grad and result.is_leaf and result.grad_fn is None

    r = run["r"]
    return run["x"].requires_grad and not r.requires_grad and r.is_leaf and r.grad_fn is None and run.each(detached)


@claim(
    "from-tensor.new-tensor-copies",
    snippet="copies.py",
    over=over(tensors(but=(*BITS, "meta", "empty")), ops("copy", only=("t.new_tensor(t)",))),
    en="`new_tensor` copies the data: writing to the result leaves `x` unchanged. `t.new_tensor(t)` shares no memory "
    "with `t` for each kind of tensor with data tried, views and expanded tensors among them "
    "(the meta tensor and the empty tensor hold no data, and on a tensor that is complex with the conjugate bit, "
    "an expanded tensor with the conjugate bit and a tensor with the negative bit it raises).",
    zh="`new_tensor` 会复制数据：改写结果，`x` 保持不变。对试过的每种带数据的张量（其中包括视图和扩展张量），"
    "`t.new_tensor(t)` 都不与 `t` 共享内存（meta 张量和空张量没有数据；在带共轭位的复数张量、带共轭位的扩展张量和"
    "带负号位的张量上，它会抛出错误）。",
)
def _(run):
    return (
        run["x"].tolist() == [1.0, 2.0, 3.0] and run["r"].tolist() == [11.0, 12.0, 13.0]
        and run.each(lambda case: not shares_storage(case.apply(), case.tensor))
    )


@claim(
    "from-tensor.new-tensor-requires-grad",
    snippet="copies.py",
    en="`base.new_tensor(x, requires_grad=True)` returns a leaf tensor that requires grad.",
    zh="`base.new_tensor(x, requires_grad=True)` 返回一个需要梯度的叶子张量。",
)
def _(run):
    return run["r2"].requires_grad and run["r2"].is_leaf


@claim(
    "from-tensor.new-tensor-dtype",
    snippet="dtype.py",
    over=over(tensors(but=BITS), ops("fill-dtype", "new-tensor-data", only=(
        "t.new_tensor([1.5, 2.7])", "t.new_tensor([1, 2])", "t.new_tensor([True, False])"))),
    en="`new_tensor` converts real data to the base's dtype: integer data on a `float32` base gives `float32`, "
    "and float data on an `int64` base gives `int64`, the fractions dropped. `t.new_tensor([1.5, 2.7])`, "
    "`t.new_tensor([1, 2])` and `t.new_tensor([True, False])` have `t`'s dtype "
    "for each kind of tensor tried, except a tensor that is complex with the conjugate bit, an expanded tensor with "
    "the conjugate bit and a tensor with the negative bit, where they raise (above).",
    zh="`new_tensor` 会把实数数据转换成调用方张量的数据类型：`float32` 的调用方张量配整数数据得到 `float32`，"
    "`int64` 的调用方张量配浮点数据得到 `int64`，小数部分被舍去。对试过的每种张量，`t.new_tensor([1.5, 2.7])`、"
    "`t.new_tensor([1, 2])` 和 `t.new_tensor([True, False])` 都具有 `t` 的数据类型；带共轭位的复数张量、带共轭位的扩展张量和带负号位的张量除外，"
    "它们在这些张量上会抛出错误（见上文）。",
)
def _(run):
    a, b = run["a"], run["b"]
    return (
        a.dtype == torch.float32 and a.tolist() == [1.0, 2.0] and b.dtype == torch.int64 and b.tolist() == [1, 2]
        and run.each(lambda case: case.apply().dtype == case.tensor.dtype)
    )


@claim(
    "from-tensor.new-tensor-refused",
    snippet="dtype_refused.py",
    over=over(ops("new-tensor-refused")),
    en="Some data the base's dtype cannot take raises instead; of the data tried, complex data on a floating-point or `int64` base raises "
    "`TypeError`, as `torch.zeros(2).new_tensor([1 + 2j, 3])` does (`must be real number, not complex`), and NaN or 1e30 "
    "on an `int64` base raises `RuntimeError` (`value cannot be converted to type int64 without overflow`).",
    zh="调用方张量的数据类型容纳不了的数据，有些会抛出错误；在试过的数据中，浮点或 `int64` 的调用方张量配复数数据会抛出 `TypeError`，"
    "`torch.zeros(2).new_tensor([1 + 2j, 3])` 就是如此（`must be real number, not complex`，意为必须是实数而不是复数）；"
    "`int64` 的调用方张量配 NaN 或 1e30 则抛出 `RuntimeError`（`value cannot be converted to type int64 without overflow`，"
    "意为值无法在不溢出的情况下转换为 int64）。",
)
def _(run):
    def refused(case):
        if re.search(r"\dj\b", case.op.code):  # complex data
            return raises(case.apply, TypeError)
        return raises(case.apply, RuntimeError, "value cannot be converted to type int64 without overflow")

    error = run["caught"]
    return type(error) is TypeError and "must be real number, not complex" in str(error) and run.each(refused)


@claim(
    "from-tensor.new-full-dtype",
    snippet="full.py",
    over=over(tensors(), ops("fill-dtype", only=("t.new_full((2, 3), 2.5)", "torch.full_like(t, 2.5)"))),
    en="The fill value of `new_full` does not choose the dtype either: the result has the base's dtype, "
    "so `2.5` on an `int64` base becomes `2`, with `full_like` too. `t.new_full((2, 3), 2.5)` and "
    "`torch.full_like(t, 2.5)` have `t`'s dtype for each kind of tensor tried.",
    zh="`new_full` 的填充值同样不决定数据类型：结果沿用调用方张量的数据类型，所以在 `int64` 的调用方张量上，`2.5` 变成了 `2`，"
    "`full_like` 也一样。对试过的每种张量，`t.new_full((2, 3), 2.5)` 和 `torch.full_like(t, 2.5)` 都具有 `t` 的数据类型。",
)
def _(run):
    a, b, c = run["a"], run["b"], run["c"]
    return (
        a.dtype == torch.float32 and a.tolist() == [7.0, 7.0]
        and b.dtype == c.dtype == torch.int64 and b.tolist() == c.tolist() == [2, 2]
        and run.each(lambda case: case.apply().dtype == case.tensor.dtype)
    )


@claim(
    "from-tensor.override",
    snippet="override.py",
    over=over(tensors(but=BITS), ops("factory-override")),
    en="Passing `dtype=` or `device=` overrides what would come from the source tensor, for the `new_*` methods and the "
    "`*_like` functions alike: with `dtype=torch.int32, device='meta'` each of them returns an int32 tensor on meta "
    "(`rand_like` a float64 one with `dtype=torch.float64`), for each kind of tensor tried but a tensor that is complex "
    "with the conjugate bit, an expanded tensor with the conjugate bit and a tensor with the negative bit, "
    "whose `new_tensor` raises (below).",
    zh="无论是 `new_*` 方法还是 `*_like` 函数，传入 `dtype=` 或 `device=` 都会覆盖原本取自源张量的属性："
    "传入 `dtype=torch.int32, device='meta'` 时，它们都返回位于 meta 的 int32 张量（`rand_like` 配 `dtype=torch.float64` "
    "则返回 float64 张量）；试过的每种张量都是如此，只有带共轭位（conjugate bit）的复数张量、带共轭位的扩展张量和带负号位的张量例外，"
    "它们的 `new_tensor` 会抛出错误（见下文）。",
)
def _(run):
    def overridden(case):
        result = case.apply()
        wanted = getattr(torch, re.search(r"dtype=torch\.(\w+)", case.op.code).group(1))
        return result.dtype == wanted and result.device.type == "meta"

    return (
        run["x"].device.type == "meta"
        and all(t.dtype == torch.int32 and t.device.type == "cpu" for t in (run["a"], run["b"]))
        and run.each(overridden)
    )


@claim(
    "from-tensor.shape",
    snippet="shape.py",
    en="`new_zeros`, `new_ones` and `new_empty` accept the size as separate integers or as one tuple: `base.new_zeros(2, 3)` and `base.new_zeros((2, 3))` both have shape 2×3, and so do the other four calls.",
    zh="`new_zeros`、`new_ones` 和 `new_empty` 的大小既可以写成几个独立的整数，也可以写成一个元组：`base.new_zeros(2, 3)` 和 `base.new_zeros((2, 3))` 的形状都是 2×3，其余四个调用也一样。",
)
def _(run):
    shapes = run["shapes"]
    return len(shapes) == 6 and all(tuple(t.shape) == (2, 3) for t in shapes.values())


@claim(
    "from-tensor.grad-opt-in",
    snippet="grad.py",
    over=over(tensors("float", but=(NEG,)), ops("new-like-requires-grad")),
    en="Requiring grad is opt-in: with `requires_grad=True`, both `new_ones` and `zeros_like` return leaf tensors that "
    "require grad. So does each of `new_tensor`, `new_zeros`, `new_ones`, `new_full`, `new_empty`, `zeros_like`, "
    "`ones_like`, `full_like`, `empty_like` and `rand_like` with `requires_grad=True`, on each floating-point tensor "
    "tried except a tensor with the negative bit, whose `new_tensor` raises (above).",
    zh="是否需要梯度要自己开启：传入 `requires_grad=True` 后，`new_ones` 和 `zeros_like` 返回的都是需要梯度的叶子张量。"
    "在试过的每种浮点张量上（带负号位的张量除外，它的 `new_tensor` 会抛出错误，见上文），`new_tensor`、`new_zeros`、`new_ones`、`new_full`、`new_empty`、`zeros_like`、"
    "`ones_like`、`full_like`、`empty_like` 和 `rand_like` 传入 `requires_grad=True` 时也都是如此。",
)
def _(run):
    a, b, c, d = (run[n] for n in "abcd")
    return (
        not a.requires_grad and not b.requires_grad and c.requires_grad and c.is_leaf and d.requires_grad and d.is_leaf
        and run.each(lambda case: (lambda result: result.requires_grad and result.is_leaf)(case.apply()))
    )


@claim(
    "from-tensor.empty-like-strides",
    snippet="strides.py",
    over=over(tensors("float"), ops("like-factory")),
    en="`empty_like` keeps the strides of a transposed tensor, because its default is `memory_format=torch.preserve_format`; "
    "with `memory_format=torch.contiguous_format` the result is row-major instead. "
    "On each floating-point tensor tried, `zeros_like`, `ones_like`, `empty_like`, `full_like` and `rand_like` "
    "keep the strides of a dense input (channels_last included), and from an input with gaps or overlaps "
    "(sliced with a step, expanded) return a dense tensor. An input with no elements has neither gaps nor overlaps: "
    "the empty expanded tensor keeps its strides.",
    zh="`empty_like` 会保留转置张量的步幅（stride），因为它的默认参数是 `memory_format=torch.preserve_format`；"
    "传入 `memory_format=torch.contiguous_format` 则得到行主序（row-major）的结果。"
    "在试过的每种浮点张量上，`zeros_like`、`ones_like`、`empty_like`、`full_like` 和 `rand_like` "
    "对稠密输入（包括 channels_last）保留其步幅，对有空隙或有重叠的输入（间隔切片、扩展）则返回稠密张量。"
    "没有元素的输入既无空隙也无重叠：空的扩展张量的步幅会被保留。",
)
def _(run):
    def preserved(case):
        t, result = case.tensor, case.apply()
        return result.stride() == t.stride() if dense(t) else dense(result)

    default = "memory_format=torch.preserve_format) -> Tensor" in torch.empty_like.__doc__
    kept = run["t"].stride() == run["e"].stride() == run["p"].stride() == (1, 4)
    return default and kept and run["c"].stride() == (3, 1) and run.each(preserved)


@claim(
    "from-tensor.new-empty-contiguous",
    snippet="strides.py",
    over=over(tensors(), ops("new-factory-own-shape")),
    en="`new_empty` takes only a size: for the transposed base, its result is row-major. Given `t.shape`, "
    "`new_empty`, `new_zeros`, `new_ones` and `new_full` return a row-major tensor of that shape for each kind of "
    "tensor tried, transposed, expanded and channels_last ones included.",
    zh="`new_empty` 只接收大小：即使调用方张量是转置过的，它的结果也是行主序的。传入 `t.shape` 时，"
    "对试过的每种张量（包括转置、扩展和 channels_last 张量），`new_empty`、`new_zeros`、`new_ones` 和 `new_full` "
    "都返回该形状的行主序张量。",
)
def _(run):
    def row_major(case):
        result = case.apply()
        return result.is_contiguous() and result.shape == case.tensor.shape

    return run["n"].stride() == (3, 1) and run["t"].stride() == (1, 4) and run.each(row_major)


@claim(
    "from-tensor.layout",
    snippet="layout.py",
    en="On the sparse tensor `s`, `new_zeros` and `zeros_like` keep its `sparse_coo` layout, while `new_tensor` returns a strided (dense) tensor.",
    zh="在稀疏张量 `s` 上，`new_zeros` 和 `zeros_like` 会保留它的 `sparse_coo` 布局，而 `new_tensor` 返回的是 strided（稠密）张量。",
)
def _(run):
    coo = torch.sparse_coo
    return run["s"].layout == run["a"].layout == run["b"].layout == coo and run["c"].layout == torch.strided
