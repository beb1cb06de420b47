import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import copy_advice, shares_storage, warned


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
    en="`torch.FloatTensor` does convert lists and NumPy arrays: `torch.FloatTensor([1, 2])` is `torch.float32`, and a `float64` array becomes a new `torch.float32` tensor at another address, a copy; only a `float32` array is shared rather than copied.",
    zh="`torch.FloatTensor` 确实会转换列表和 NumPy 数组：`torch.FloatTensor([1, 2])` 是 `torch.float32`，`float64` 数组会变成一个位于另一地址的新 `torch.float32` 张量，即一份副本；只有 `float32` 数组是共享而不是复制。",
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
    en="It converts no tensor: a `float32` tensor comes back sharing its memory, and an `int64` or a `float64` tensor raises `TypeError` (\"expected TensorOptions(dtype=float, device=cpu, ...\").",
    zh="张量它一个也不转换：对 `float32` 张量，得到的是与它共享内存的新张量对象，而 `int64` 或 `float64` 张量会抛出 `TypeError`（\"expected TensorOptions(dtype=float, device=cpu, ...\"，意为期望的是 float 类型）。",
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
    en="`volatile` is gone: `Variable(t, volatile=True)` warns \"volatile was removed and now has no effect. Use `with torch.no_grad():` instead.\" and returns a plain `Tensor`, like `t.detach()`; reading `.volatile` warns \"volatile was removed (Variable.volatile is always False)\".",
    zh="`volatile` 已经不存在了：`Variable(t, volatile=True)` 会警告 \"volatile was removed and now has no effect. Use `with torch.no_grad():` instead.\"（volatile 已被移除且不再起作用），返回的是普通的 `Tensor`，与 `t.detach()` 一样；读取 `.volatile` 会警告 \"volatile was removed (Variable.volatile is always False)\"（volatile 已被移除，Variable.volatile 始终为 False）。",
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
    zh="`Tensor.to` 的文档字符串把 `memory_format` 说成返回张量所需的内存格式，可是对转置后的 `t` 调用 `t.to(memory_format=torch.contiguous_format)`，返回的就是 `t` 本身，仍然不连续（[pytorch/pytorch#62027](https://github.com/pytorch/pytorch/issues/62027)、[pytorch/pytorch#79813](https://github.com/pytorch/pytorch/issues/79813)）。",
)
def _(run):
    t, r = run["t"], run["r"]
    return run["says_format"] and r is t and not r.is_contiguous() and not t.is_contiguous()
