import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import copy_advice, printed, shares_storage, warned


def _address(array):
    return array.__array_interface__["data"][0]


@claim(
    "errata.new-tensor-doc-agrees",
    snippet="new_tensor_doc.py",
    torch=">=2.7",
    en="The docstring of `Tensor.new_tensor` says the result has the device of the tensor it is called on, and for tensor data the behaviour matches it ([pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)).",
    zh="`Tensor.new_tensor` 的文档字符串说结果位于调用它的那个张量所在的设备上；当数据本身是张量时，实际行为与文档一致（[pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)）。",
)
def _(run):
    return run["says_same_device"] and run["device"] == "meta"


@claim(
    "errata.new-tensor-doc-disagrees",
    snippet="new_tensor_doc.py",
    torch="<2.7",
    en="The docstring of `Tensor.new_tensor` says the result has the device of the tensor it is called on, but tensor data keeps its own device ([pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)).",
    zh="`Tensor.new_tensor` 的文档字符串说结果位于调用它的那个张量所在的设备上，但当数据本身是张量时，结果留在数据原来的设备上（[pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)）。",
)
def _(run):
    return run["says_same_device"] and run["device"] == "cpu"


# --- new_tensor "is equivalent to" detach and clone -------------------------------------------


@claim(
    "errata.new-tensor-equivalent-doc-old",
    snippet="new_tensor_equivalent.py",
    torch="<2.7",
    en="A warning in the docstring of `Tensor.new_tensor` says that `tensor.new_tensor(x)` is equivalent to `x.clone().detach()` (until [pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270) swapped the order).",
    zh="`Tensor.new_tensor` 文档字符串里的一条警告说，`tensor.new_tensor(x)` 等价于 `x.clone().detach()`（直到 [pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270) 调换了这两个调用的顺序）。",
)
def _(run):
    return run["says_clone_detach"] and not run["says_detach_clone"]


@claim(
    "errata.new-tensor-equivalent-doc-new",
    snippet="new_tensor_equivalent.py",
    torch=">=2.7",
    en="A warning in the docstring of `Tensor.new_tensor` says that `tensor.new_tensor(x)` is equivalent to `x.detach().clone()` ([pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270) swapped the order).",
    zh="`Tensor.new_tensor` 文档字符串里的一条警告说，`tensor.new_tensor(x)` 等价于 `x.detach().clone()`（[pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270) 调换了这两个调用的顺序）。",
)
def _(run):
    return run["says_detach_clone"] and not run["says_clone_detach"]


@claim(
    "errata.new-tensor-equivalent-dtype",
    snippet="new_tensor_equivalent.py",
    en="Neither order is equivalent in dtype: with `base` of dtype `float64` and `x` of dtype `float32`, `base.new_tensor(x)` is `float64`, while `x.detach().clone()` and `x.clone().detach()` are `float32`.",
    zh="两种顺序在数据类型（dtype）上都不等价：`base` 的数据类型为 `float64`、`x` 的为 `float32` 时，`base.new_tensor(x)` 是 `float64`，而 `x.detach().clone()` 和 `x.clone().detach()` 都是 `float32`。",
)
def _(run):
    return (
        run["base"].dtype == torch.float64
        and run["x"].dtype == torch.float32
        and run["from_base"].dtype == torch.float64
        and run["detached_clone"].dtype == torch.float32
        and run["cloned_detached"].dtype == torch.float32
    )


@claim(
    "errata.new-tensor-equivalent-device",
    snippet="new_tensor_equivalent.py",
    torch=">=2.7",
    en="Since 2.7 they differ in device too: with `meta_base` on `meta` and `x` on the CPU, `meta_base.new_tensor(x)` is on `meta`, while `x.detach().clone()` stays on the CPU ([pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)).",
    zh="自 2.7 起，两者在设备上也不同：`meta_base` 位于 `meta`、`x` 位于 CPU 时，`meta_base.new_tensor(x)` 位于 `meta`，而 `x.detach().clone()` 仍在 CPU 上（[pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)）。",
)
def _(run):
    return (
        run["x"].device.type == "cpu"
        and run["from_meta"].device.type == "meta"
        and run["detached_clone"].device.type == "cpu"
    )


# --- from_numpy's list of dtypes --------------------------------------------------------------


@claim(
    "errata.from-numpy-doc-unsigned",
    snippet="from_numpy_doc.py",
    en="The docstring of `torch.from_numpy` lists the dtypes it accepts with `uint8` as the only unsigned one, yet `torch.from_numpy` also takes `uint16`, `uint32` and `uint64` arrays, giving `torch.uint16`, `torch.uint32` and `torch.uint64` tensors.",
    zh="`torch.from_numpy` 的文档字符串列出了它接受的数据类型，其中无符号类型只有 `uint8`；可是 `torch.from_numpy` 同样接受 `uint16`、`uint32` 和 `uint64` 数组，得到 `torch.uint16`、`torch.uint32` 和 `torch.uint64` 张量。",
)
def _(run):
    listed, made = run["listed"], run["made"]
    unsigned = [name for name in listed if name.startswith("uint")]
    return (
        unsigned == ["uint8"]
        and "bool" in listed
        and made == {"uint16": torch.uint16, "uint32": torch.uint32, "uint64": torch.uint64}
    )


# --- arange's signature -------------------------------------------------------------------------


@claim(
    "errata.arange-doc-signature",
    snippet="arange_doc.py",
    en="The first line of `torch.arange`'s own docstring gives its signature as `arange(start=0, end, step=1, *, out=None, ...)`: a parameter with a default before one without, which a Python `def` cannot declare (it is a `SyntaxError`), and which reads as if `start` could be left out while `step` is given.",
    zh="`torch.arange` 自己的文档字符串第一行给出的签名是 `arange(start=0, end, step=1, *, out=None, ...)`：有默认值的参数排在没有默认值的参数之前，Python 的 `def` 无法这样声明（会是 `SyntaxError`），读起来就像给了 `step` 就可以省略 `start`。",
)
def _(run):
    return run["signature"].startswith("arange(start=0, end, step=1, *, out=None,") and run["declarable"] is False


@claim(
    "errata.copy-advice-old",
    snippet="copy_advice.py",
    torch="<2.7",
    en="When `torch.tensor` is given a tensor, its warning recommends `sourceTensor.clone().detach()` instead ([pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)).",
    zh="把张量传给 `torch.tensor` 时，它发出的警告建议改用 `sourceTensor.clone().detach()`（[pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)）。",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.clone().detach()", "sourceTensor.clone().detach().requires_grad_(True)")


@claim(
    "errata.copy-advice-new",
    snippet="copy_advice.py",
    torch=">=2.7",
    en="When `torch.tensor` is given a tensor, its warning recommends `sourceTensor.detach().clone()` instead ([pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)).",
    zh="把张量传给 `torch.tensor` 时，它发出的警告建议改用 `sourceTensor.detach().clone()`（[pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)）。",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.detach().clone()", "sourceTensor.detach().clone().requires_grad_(True)")


# --- legacy constructors: torch.FloatTensor --------------------------------------------------


@claim(
    "errata.floattensor-converts-data",
    snippet="floattensor.py",
    en="`torch.FloatTensor` does convert a list and a NumPy array of another dtype: `torch.FloatTensor([1, 2])` is `torch.float32`, and the `float64` array `doubles` becomes a new `torch.float32` tensor at another address, a copy, while the `float32` array `singles` is shared rather than copied.",
    zh="`torch.FloatTensor` 确实会转换列表和其他数据类型的 NumPy 数组：`torch.FloatTensor([1, 2])` 是 `torch.float32`，`float64` 数组 `doubles` 会变成一个位于另一地址的新 `torch.float32` 张量，即一份副本；而 `float32` 数组 `singles` 是被共享，而不是被复制。",
    devices=("cpu",),
)
def _(run):
    return (
        run["from_list"].dtype == torch.float32
        and run["from_list"].tolist() == [1.0, 2.0]
        and str(run["doubles"].dtype) == "float64"
        and run["from_doubles"].dtype == torch.float32
        and run["from_doubles"].data_ptr() != _address(run["doubles"])
        and run["from_doubles"].tolist() == [1.5, 2.5]
        and run["from_singles"].data_ptr() == _address(run["singles"])
    )


@claim(
    "errata.floattensor-keeps-tensors",
    snippet="floattensor.py",
    en="It does not convert these tensors: the `float32` tensor `floats` comes back sharing its memory, and the `int64` and `float64` tensors each raise `TypeError` (\"expected TensorOptions(dtype=float, device=cpu, ...\").",
    zh="这几个张量它都不转换：对 `float32` 张量 `floats`，得到的是与它共享内存的张量，而 `int64` 和 `float64` 张量都会抛出 `TypeError`（\"expected TensorOptions(dtype=float, device=cpu, ...\"，意为期望的是 float 类型）。",
    devices=("cpu",),
)
def _(run):
    errors = run["errors"]
    return (
        shares_storage(run["same"], run["floats"])
        and set(errors) == {torch.int64, torch.float64}
        and all(message.startswith("expected TensorOptions(dtype=float, device=cpu,") for message in errors.values())
    )


# --- Variable and volatile -------------------------------------------------------------------


@claim(
    "errata.volatile-removed",
    snippet="volatile.py",
    en="`volatile` is gone: `Variable(t, volatile=True)` warns \"volatile was removed and now has no effect. Use `with torch.no_grad():` instead.\" and returns a plain `Tensor`, like `t.detach()`; reading `.volatile` warns `volatile was removed (Variable.volatile is always False)`.",
    zh="`volatile` 已经不存在了：`Variable(t, volatile=True)` 会警告 \"volatile was removed and now has no effect. Use `with torch.no_grad():` instead.\"（volatile 已被移除且不再起作用），返回的是普通的 `Tensor`，与 `t.detach()` 一样；读取 `.volatile` 会警告 `volatile was removed (Variable.volatile is always False)`（volatile 已被移除，Variable.volatile 恒为 False）。",
)
def _(run):
    return (
        warned(run, "UserWarning", "volatile was removed and now has no effect. Use `with torch.no_grad():` instead.")
        and warned(run, "UserWarning", "volatile was removed (Variable.volatile is always False)")
        and type(run["v"]) is torch.Tensor
        and type(run["d"]) is torch.Tensor
        and not run["v"].requires_grad
    )


# --- as_tensor under a default device --------------------------------------------------------


@claim(
    "errata.as-tensor-doc-device",
    snippet="as_tensor_doc.py",
    en="The docstring of `torch.as_tensor` says that with `device=None` a tensor input keeps its own device, but under `with torch.device(\"meta\")` a CPU tensor is not returned as it is: the result is a new tensor on the default device ([pytorch/pytorch#130792](https://github.com/pytorch/pytorch/issues/130792)).",
    zh="`torch.as_tensor` 的文档字符串说 `device=None` 时张量输入保持自己所在的设备，但在 `with torch.device(\"meta\")` 中，CPU 张量并不会被原样返回：结果是默认设备上的新张量（[pytorch/pytorch#130792](https://github.com/pytorch/pytorch/issues/130792)）。",
)
def _(run):
    return run["says_data_device"] and run["out"] is not run["src"] and run["out"].device.type == "meta"


# --- Tensor.to(memory_format=...) ------------------------------------------------------------


@claim(
    "errata.to-memory-format-doc",
    snippet="to_memory_format_doc.py",
    en="The docstring of `Tensor.to` calls `memory_format` the desired memory format of the returned tensor, yet `t.to(memory_format=torch.contiguous_format)` on a transposed `t` returns `t` itself, still not contiguous ([pytorch/pytorch#62027](https://github.com/pytorch/pytorch/issues/62027), [pytorch/pytorch#79813](https://github.com/pytorch/pytorch/issues/79813)).",
    zh="`Tensor.to` 的文档字符串把 `memory_format` 说成返回张量所需的内存格式（memory format），可是对转置后的 `t` 调用 `t.to(memory_format=torch.contiguous_format)`，返回的就是 `t` 本身，仍然不连续（[pytorch/pytorch#62027](https://github.com/pytorch/pytorch/issues/62027)、[pytorch/pytorch#79813](https://github.com/pytorch/pytorch/issues/79813)）。",
)
def _(run):
    t, r = run["t"], run["r"]
    return run["says_format"] and r is t and not r.is_contiguous() and not t.is_contiguous()


# --- detach() and views ------------------------------------------------------------------------


@claim(
    "errata.detach-view-schema",
    snippet="detach_view.py",
    en="PyTorch's operator schemas declare `detach` a view operation, as they do `view`: `aten::detach(Tensor(a) self) -> Tensor(a)` marks the output as an alias of the input, and the `is_view` of `torch.ops.aten.detach.default` is `True`, as for `view` (`False` for `clone`); `d = x.detach()` shares the storage of `x`.",
    zh="PyTorch 的算子签名把 `detach` 声明为视图操作，和 `view` 一样：`aten::detach(Tensor(a) self) -> Tensor(a)` 标明输出是输入的别名，`torch.ops.aten.detach.default` 的 `is_view` 为 `True`，与 `view` 相同（`clone` 为 `False`）；`d = x.detach()` 与 `x` 共享存储。",
)
def _(run):
    return (
        printed(run, "aten::detach(Tensor(a) self) -> Tensor(a) | is_view: True")
        and torch.ops.aten.detach.default.is_view is True
        and torch.ops.aten.view.default.is_view is True
        and torch.ops.aten.clone.default.is_view is False
        and shares_storage(run["d"], run["x"])
        and not run["d"]._is_view()
    )


# --- gradients of non-leaf tensors ---------------------------------------------------------------


@claim(
    "errata.nonleaf-grad-not-stored",
    snippet="nonleaf_grad.py",
    en="The backward pass of `(y * y).sum()` does compute the gradient with respect to the non-leaf `y = w * 3`: a hook registered on `y` receives `[6.0, 12.0]`, and `w.grad` ends up `[18.0, 36.0]`; but `y.grad` is `None` already inside the hook, during the pass, as it is after it: the gradient is passed on to `w` without being stored in `y.grad`.",
    zh="`(y * y).sum()` 的反向传播确实会计算对非叶子张量 `y = w * 3` 的梯度：注册在 `y` 上的钩子收到 `[6.0, 12.0]`，`w.grad` 最终为 `[18.0, 36.0]`；但在反向传播进行中、在钩子里，`y.grad` 就已经是 `None`，反向传播之后也是如此：梯度被传给 `w`，却从未存进 `y.grad`。",
)
def _(run):
    return (
        run["seen"]["grad"] == [6.0, 12.0]
        and run["seen"]["y.grad"] is None
        and run["after"] is None
        and run["w"].grad.tolist() == [18.0, 36.0]
        and not run["y"].is_leaf
    )
