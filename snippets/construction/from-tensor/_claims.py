from tensorfacts.claims import claim
from tensorfacts.evidence import copy_advice, warnings_of


@claim(
    "from-tensor.table-from-self",
    snippet="table.py",
    en="All ten calls take dtype and device from `x`: the results are `float64` tensors on `meta`, "
    "even for `new_tensor([1, 2])`, whose integer data alone would give `int64`.",
    zh="这十种调用的 dtype 和设备都取自 `x`：结果都是位于 `meta` 上的 `float64` 张量，"
    "连 `new_tensor([1, 2])` 也是如此，尽管单凭这组整数数据会得到 `int64`。",
)
def _(run):
    import torch

    results = run["results"].values()
    return len(results) == 10 and all(r.dtype == torch.float64 and r.device.type == "meta" for r in results)


@claim(
    "from-tensor.table-no-grad",
    snippet="table.py",
    en="None of the ten results requires grad (`requires_grad` is `False`), although `x` does.",
    zh="`x` 需要梯度，但这十个结果都不需要梯度（`requires_grad` 为 `False`）。",
)
def _(run):
    return run["x"].requires_grad and not any(r.requires_grad for r in run["results"].values())


@claim(
    "from-tensor.new-tensor-doc",
    snippet="docstring.py",
    en="The docstring of `Tensor.new_tensor` says that by default the result has the same dtype and device as the tensor it is called on.",
    zh="`Tensor.new_tensor` 的文档字符串写明：默认情况下，结果的 dtype 和设备与调用它的那个张量相同。",
)
def _(run):
    s = run["sentence"]
    return "same :class:`torch.dtype` and :class:`torch.device` as this tensor" in s


@claim(
    "from-tensor.new-tensor-list-device",
    snippet="device_list.py",
    en="With a Python list as data, `base.new_tensor(data)` creates the tensor on `base`'s device.",
    zh="数据是 Python 列表时，`base.new_tensor(data)` 会在 `base` 所在的设备上创建张量。",
)
def _(run):
    return run["base"].device.type == "meta" and run["r"].device == run["base"].device


@claim(
    "from-tensor.new-tensor-tensor-device",
    snippet="device_tensor.py",
    torch=">=2.7",
    en="With a tensor as data, `base.new_tensor(data)` also creates the tensor on `base`'s device, not on the data's device ([pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)).",
    zh="数据是张量时，`base.new_tensor(data)` 同样在 `base` 所在的设备上创建张量，而不是沿用数据所在的设备（[pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)）。",
)
def _(run):
    return run["r"].device.type == "meta" and run["data"].device.type != "meta"


@claim(
    "from-tensor.new-tensor-tensor-device-old",
    snippet="device_tensor.py",
    torch="<2.7",
    en="Before PyTorch 2.7 it was the other way round: with a tensor as data, the result stayed on the data's device, as older articles describe ([pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)).",
    zh="PyTorch 2.7 之前正好相反：数据是张量时，结果留在数据所在的设备上，较早的文章描述的就是这种行为（[pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)）。",
)
def _(run):
    return run["r"].device == run["data"].device and run["base"].device.type == "meta" and run["r"].device.type != "meta"


@claim(
    "from-tensor.new-tensor-meta-data",
    snippet="meta_data.py",
    torch=">=2.7",
    en="So a tensor on a real device cannot `new_tensor` a `meta` tensor: copying the data to the base's device "
    "fails with `NotImplementedError`, because a `meta` tensor has no values to copy ([pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)).",
    zh="因此，真实设备上的张量无法对 `meta` 张量调用 `new_tensor`：要把数据复制到 base 所在的设备，"
    "而 `meta` 张量没有可复制的值，于是抛出 `NotImplementedError`（[pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)）。",
)
def _(run):
    err = run.namespace.get("err")
    return err is not None and "Cannot copy out of meta tensor" in err


@claim(
    "from-tensor.new-tensor-copy-warning",
    snippet="warning.py",
    en="Like `torch.tensor`, `new_tensor` emits a `UserWarning` when its data is a tensor, starting "
    "`To copy construct from a tensor, it is recommended to use` and ending `rather than tensor.new_tensor(sourceTensor).`; "
    "with list data it does not warn.",
    zh="和 `torch.tensor` 一样，`new_tensor` 的数据是张量时会发出 `UserWarning`，开头是 "
    "`To copy construct from a tensor, it is recommended to use`，结尾是 `rather than tensor.new_tensor(sourceTensor).`"
    "（意为：要从张量复制构造，建议用……，而不是 tensor.new_tensor(sourceTensor)）；数据是列表时不会警告。",
)
def _(run):
    found = warnings_of(run)
    return (
        len(found) == 1
        and found[0][0] == "UserWarning"
        and found[0][1].startswith("To copy construct from a tensor, it is recommended to use")
        and found[0][1].endswith("rather than tensor.new_tensor(sourceTensor).")
        and run["s"].tolist() == [1.0, 2.0]
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
    en="`base.new_tensor(x)` of a tensor `x` that requires grad returns a leaf tensor that does not require grad: "
    "the result is cut off from `x`'s autograd graph.",
    zh="对需要梯度的张量 `x` 调用 `base.new_tensor(x)`，得到的是不需要梯度的叶子张量：结果与 `x` 的计算图断开了。",
)
def _(run):
    r = run["r"]
    return run["x"].requires_grad and not r.requires_grad and r.is_leaf and r.grad_fn is None


@claim(
    "from-tensor.new-tensor-copies",
    snippet="copies.py",
    en="`new_tensor` copies the data: writing to the result leaves `x` unchanged.",
    zh="`new_tensor` 会复制数据：改写结果，`x` 保持不变。",
)
def _(run):
    return run["x"].tolist() == [1.0, 2.0, 3.0] and run["r"].tolist() == [11.0, 12.0, 13.0]


@claim(
    "from-tensor.new-tensor-requires-grad",
    snippet="copies.py",
    en="With `requires_grad=True`, `new_tensor` returns a leaf tensor that requires grad.",
    zh="传入 `requires_grad=True` 时，`new_tensor` 返回一个需要梯度的叶子张量。",
)
def _(run):
    return run["r2"].requires_grad and run["r2"].is_leaf


@claim(
    "from-tensor.new-tensor-dtype",
    snippet="dtype.py",
    en="`new_tensor` converts the data to the base's dtype: integer data on a `float32` base gives `float32`, "
    "and float data on an `int64` base gives `int64`, the fractions dropped.",
    zh="`new_tensor` 会把数据转换成 base 的 dtype：`float32` 的 base 配整数数据得到 `float32`，"
    "`int64` 的 base 配浮点数据得到 `int64`，小数部分被舍去。",
)
def _(run):
    import torch

    a, b = run["a"], run["b"]
    return a.dtype == torch.float32 and a.tolist() == [1.0, 2.0] and b.dtype == torch.int64 and b.tolist() == [1, 2]


@claim(
    "from-tensor.new-full-dtype",
    snippet="full.py",
    en="The fill value of `new_full` does not choose the dtype either: the result has the base's dtype, "
    "so `2.5` on an `int64` base becomes `2`.",
    zh="`new_full` 的填充值同样不决定 dtype：结果沿用 base 的 dtype，所以在 `int64` 的 base 上，`2.5` 变成了 `2`。",
)
def _(run):
    import torch

    a, b = run["a"], run["b"]
    return a.dtype == torch.float32 and a.tolist() == [7.0, 7.0] and b.dtype == torch.int64 and b.tolist() == [2, 2]


@claim(
    "from-tensor.override",
    snippet="override.py",
    en="Passing `dtype=` or `device=` overrides what would come from the source tensor, for the `new_*` methods and the `*_like` functions alike.",
    zh="无论是 `new_*` 方法还是 `*_like` 函数，传入 `dtype=` 或 `device=` 都会覆盖原本取自源张量的属性。",
)
def _(run):
    import torch

    return run["x"].device.type == "meta" and all(
        t.dtype == torch.int32 and t.device.type == "cpu" for t in (run["a"], run["b"])
    )


@claim(
    "from-tensor.shape",
    snippet="shape.py",
    en="`new_zeros` and `new_ones` accept the size as separate integers or as one tuple.",
    zh="`new_zeros` 和 `new_ones` 的尺寸既可以写成几个独立的整数，也可以写成一个元组。",
)
def _(run):
    return tuple(run["a"].shape) == (2, 3) and tuple(run["b"].shape) == (2, 3)


@claim(
    "from-tensor.grad-opt-in",
    snippet="grad.py",
    en="Requiring grad is opt-in: with `requires_grad=True`, both `new_ones` and `zeros_like` return leaf tensors that require grad.",
    zh="是否需要梯度要自己开启：传入 `requires_grad=True` 后，`new_ones` 和 `zeros_like` 返回的都是需要梯度的叶子张量。",
)
def _(run):
    a, b, c, d = (run[n] for n in "abcd")
    return not a.requires_grad and not b.requires_grad and c.requires_grad and c.is_leaf and d.requires_grad and d.is_leaf


@claim(
    "from-tensor.empty-like-strides",
    snippet="strides.py",
    en="`empty_like` keeps the strides of a transposed tensor, because its default is `memory_format=torch.preserve_format`; "
    "with `memory_format=torch.contiguous_format` the result is row-major instead.",
    zh="`empty_like` 会保留转置张量的步幅，因为它的默认参数是 `memory_format=torch.preserve_format`；"
    "传入 `memory_format=torch.contiguous_format` 则得到按行连续的结果。",
)
def _(run):
    import torch

    default = "memory_format=torch.preserve_format) -> Tensor" in torch.empty_like.__doc__
    kept = run["t"].stride() == run["e"].stride() == run["p"].stride() == (1, 4)
    return default and kept and run["c"].stride() == (3, 1)


@claim(
    "from-tensor.new-empty-contiguous",
    snippet="strides.py",
    en="`new_empty` takes only a size: for the transposed base, its result is row-major.",
    zh="`new_empty` 只接收尺寸：即使 base 是转置过的，它的结果也是按行连续的。",
)
def _(run):
    return run["n"].stride() == (3, 1) and run["t"].stride() == (1, 4)


@claim(
    "from-tensor.layout",
    snippet="layout.py",
    en="`new_zeros` and `zeros_like` keep a sparse tensor's `sparse_coo` layout, while `new_tensor` returns a strided (dense) tensor.",
    zh="`new_zeros` 和 `zeros_like` 会保留稀疏张量的 `sparse_coo` 布局，而 `new_tensor` 返回的是 strided（稠密）张量。",
)
def _(run):
    import torch

    coo = torch.sparse_coo
    return run["s"].layout == run["a"].layout == run["b"].layout == coo and run["c"].layout == torch.strided
