import re

import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import copy_advice, printed, shares_storage, warned


def _address(array):
    return array.__array_interface__["data"][0]


PR_144958 = "[pytorch/pytorch#144958](https://github.com/pytorch/pytorch/pull/144958)"
PR_144270 = "[pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)"

# --- new_tensor's device ------------------------------------------------------------------------


@claim(
    "errata.new-tensor-doc-quote",
    snippet="new_tensor_doc.py",
    en="As rendered, the docstring of `Tensor.new_tensor` says “By default, the returned Tensor has the same torch.dtype and torch.device as this tensor.”",
    zh="`Tensor.new_tensor` 的文档字符串渲染后写着 “By default, the returned Tensor has the same torch.dtype and torch.device as this tensor.”，即默认情况下，返回的张量与这个张量的数据类型（dtype）和设备相同。",
)
def _(run):
    rendered = re.sub(r":class:`([^`]+)`", r"\1", run["doc"])  # Sphinx shows a :class: role as the name it links
    return (
        run["says_same_device"]
        and "By default, the returned Tensor has the same torch.dtype and torch.device as this tensor." in rendered
        and printed(run, "docstring: By default, the returned Tensor has the same :class:`torch.dtype` and :class:`torch.device` as this tensor.")
    )


@claim(
    "errata.new-tensor-doc-disagrees",
    snippet="new_tensor_doc.py",
    torch="<2.7",
    en=f"Before 2.7, tensor data keeps its own device: with `base` on `meta`, `base.new_tensor(data)` stays on the CPU, the device of `data` ({PR_144958}).",
    zh=f"2.7 之前，张量数据保留自己的设备：`base` 位于 `meta` 时，`base.new_tensor(data)` 仍在 `data` 所在的 CPU 上，见 {PR_144958}。",
)
def _(run):
    return run["says_same_device"] and run["device"] == "cpu"


@claim(
    "errata.new-tensor-doc-agrees",
    snippet="new_tensor_doc.py",
    torch=">=2.7",
    not_covered=(("`data` on `meta` with `base` on the CPU", "`data` 在 `meta` 上而 `base` 在 CPU 上"),),
    en=f"Since 2.7, tensor data takes the device of `base`, as the docstring says: `base.new_tensor(data)` is on `meta` ({PR_144958}).",
    zh=f"自 2.7 起，张量数据取 `base` 的设备，与文档字符串一致：`base.new_tensor(data)` 位于 `meta`，见 {PR_144958}。",
)
def _(run):
    return run["says_same_device"] and run["device"] == "meta"


@claim(
    "errata.new-tensor-equivalent-doc-old",
    snippet="new_tensor_equivalent.py",
    torch="<2.7",
    en=f"Before 2.7, a warning in the docstring of `Tensor.new_tensor` says that `tensor.new_tensor(x)` is equivalent to `x.clone().detach()`; {PR_144270} swapped the order.",
    zh=f"2.7 之前，`Tensor.new_tensor` 文档字符串里的一条警告说，`tensor.new_tensor(x)` 等价于 `x.clone().detach()`；{PR_144270} 调换了这两个调用的顺序。",
)
def _(run):
    return run["says_clone_detach"] and not run["says_detach_clone"]


@claim(
    "errata.new-tensor-equivalent-doc-new",
    snippet="new_tensor_equivalent.py",
    torch=">=2.7",
    en=f"Since 2.7, that warning says that `tensor.new_tensor(x)` is equivalent to `x.detach().clone()`, after {PR_144270}.",
    zh=f"自 2.7 起，这条警告说 `tensor.new_tensor(x)` 等价于 `x.detach().clone()`，见 {PR_144270}。",
)
def _(run):
    return run["says_detach_clone"] and not run["says_clone_detach"]


@claim(
    "errata.new-tensor-equivalent-dtype",
    snippet="new_tensor_equivalent.py",
    en="Neither order is equivalent in dtype: with `base` of dtype `float64` and `x` of dtype `float32`, `base.new_tensor(x)` is `float64`, while `x.detach().clone()` and `x.clone().detach()` are `float32`.",
    zh="两种顺序在数据类型上都不等价：`base` 的数据类型为 `float64`、`x` 的为 `float32` 时，`base.new_tensor(x)` 是 `float64`，而 `x.detach().clone()` 和 `x.clone().detach()` 都是 `float32`。",
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
    en=f"Since 2.7 they differ in device too: with `meta_base` on `meta` and `x` on the CPU, `meta_base.new_tensor(x)` is on `meta`, while `x.detach().clone()` stays on the CPU ({PR_144958}).",
    zh=f"自 2.7 起，两者在设备上也不同：`meta_base` 位于 `meta`、`x` 位于 CPU 时，`meta_base.new_tensor(x)` 位于 `meta`，而 `x.detach().clone()` 仍在 CPU 上，见 {PR_144958}。",
)
def _(run):
    return (
        run["x"].device.type == "cpu"
        and run["from_meta"].device.type == "meta"
        and run["detached_clone"].device.type == "cpu"
    )


@claim(
    "errata.from-numpy-doc-unsigned",
    snippet="from_numpy_doc.py",
    en="The docstring of `torch.from_numpy` lists the dtypes it accepts, `numpy.uint8` the only unsigned one among them.",
    zh="`torch.from_numpy` 的文档字符串列出了它接受的数据类型，其中无符号类型只有 `numpy.uint8`。",
)
def _(run):
    listed = run["listed"]
    return [name for name in listed if name.startswith("uint")] == ["uint8"] and "bool" in listed and "float64" in listed


@claim(
    "errata.from-numpy-takes-unsigned",
    snippet="from_numpy_doc.py",
    en="Yet `torch.from_numpy` also takes `uint16`, `uint32` and `uint64` arrays, giving `torch.uint16`, `torch.uint32` and `torch.uint64` tensors.",
    zh="可是 `torch.from_numpy` 同样接受 `uint16`、`uint32` 和 `uint64` 数组，得到 `torch.uint16`、`torch.uint32` 和 `torch.uint64` 张量。",
)
def _(run):
    listed, made = run["listed"], run["made"]
    return (
        made == {"uint16": torch.uint16, "uint32": torch.uint32, "uint64": torch.uint64}
        and not any(name in listed for name in made)
    )


@claim(
    "errata.arange-doc-signature",
    snippet="arange_doc.py",
    en="The first line of the docstring of `torch.arange` is `arange(start=0, end, step=1, *, out=None, dtype=None, layout=torch.strided, device=None, requires_grad=False) -> Tensor`.",
    zh="`torch.arange` 的文档字符串第一行是 `arange(start=0, end, step=1, *, out=None, dtype=None, layout=torch.strided, device=None, requires_grad=False) -> Tensor`。",
)
def _(run):
    line = "arange(start=0, end, step=1, *, out=None, dtype=None, layout=torch.strided, device=None, requires_grad=False) -> Tensor"
    return run["signature"] == line and printed(run, line)


@claim(
    "errata.arange-doc-not-python",
    snippet="arange_doc.py",
    en="That signature puts `start=0`, a parameter with a default, before `end`, which has none: a Python `def` so written is a `SyntaxError`.",
    zh="这个签名把有默认值的参数 `start=0` 放在没有默认值的 `end` 之前：这样写的 Python `def` 是 `SyntaxError`。",
)
def _(run):
    return run["signature"].startswith("arange(start=0, end,") and run["declarable"] is False and printed(
        run, "as a Python def: SyntaxError")


@claim(
    "errata.copy-advice-old",
    snippet="copy_advice.py",
    torch="<2.7",
    en=f"Before 2.7, `torch.tensor(source)` warns that `sourceTensor.clone().detach()` is recommended instead ({PR_144270}).",
    zh=f"2.7 之前，`torch.tensor(source)` 会发出警告，建议改用 `sourceTensor.clone().detach()`，见 {PR_144270}。",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.clone().detach()", "sourceTensor.clone().detach().requires_grad_(True)")


@claim(
    "errata.copy-advice-new",
    snippet="copy_advice.py",
    torch=">=2.7",
    en=f"Since 2.7, `torch.tensor(source)` warns that `sourceTensor.detach().clone()` is recommended instead ({PR_144270}).",
    zh=f"自 2.7 起，`torch.tensor(source)` 会发出警告，建议改用 `sourceTensor.detach().clone()`，见 {PR_144270}。",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.detach().clone()", "sourceTensor.detach().clone().requires_grad_(True)")


@claim(
    "errata.load-signature-none",
    snippet="load_default.py",
    torch=">=2.4",
    en="Since 2.4 the signature's default is `weights_only=None`, a value that the first line of the docstring of `torch.load` does not give ([pytorch/pytorch#138007](https://github.com/pytorch/pytorch/issues/138007)).",
    zh="自 2.4 起，函数签名的默认值是 `weights_only=None`，而 `torch.load` 文档字符串的第一行给出的并不是这个值（[pytorch/pytorch#138007](https://github.com/pytorch/pytorch/issues/138007)）。",
)
def _(run):
    first_line = run["first_line"]
    return (
        run["default"] is None
        and "weights_only=None" not in first_line
        and ("weights_only=False" in first_line or "weights_only=True" in first_line)
        and printed(run, "the signature's default:   weights_only = None")
    )


@claim(
    "errata.load-default-false",
    snippet="load_default.py",
    torch="<2.4",
    en="In 2.3 the signature's default is `weights_only=False`, as the first line of the docstring of `torch.load` says ([pytorch/pytorch#138007](https://github.com/pytorch/pytorch/issues/138007)).",
    zh="在 2.3 中，函数签名的默认值就是 `weights_only=False`，与 `torch.load` 文档字符串的第一行一致（[pytorch/pytorch#138007](https://github.com/pytorch/pytorch/issues/138007)）。",
)
def _(run):
    return run["default"] is False and "weights_only=False" in run["first_line"]


@claim(
    "errata.floattensor-converts-data",
    snippet="floattensor.py",
    en="`torch.FloatTensor` does convert data: `torch.FloatTensor([1, 2])` is `torch.float32`, and the `float64` array `doubles` becomes a new `torch.float32` tensor, a copy.",
    zh="`torch.FloatTensor` 确实会转换数据：`torch.FloatTensor([1, 2])` 是 `torch.float32`，`float64` 数组 `doubles` 变成一个新的 `torch.float32` 张量，即副本，并非共享原数组。",
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
    )


@claim(
    "errata.floattensor-shares-float32",
    snippet="floattensor.py",
    en="It shares the memory of the `float32` array `singles` instead of copying it.",
    zh="对 `float32` 数组 `singles`，它共享其内存，而不是复制。",
    devices=("cpu",),
)
def _(run):
    return str(run["singles"].dtype) == "float32" and run["from_singles"].data_ptr() == _address(run["singles"])


@claim(
    "errata.floattensor-keeps-tensors",
    snippet="floattensor.py",
    not_covered=(("a list of tensors", "由张量组成的列表"),),
    en="It converts no tensor given on its own: the `float32` tensor `floats` comes back sharing its memory, and the `int64` and `float64` tensors each raise `TypeError`.",
    zh="单独传入的张量它一个也不转换：`float32` 张量 `floats` 原样共享内存返回，`int64` 和 `float64` 张量则都抛出 `TypeError`。",
    devices=("cpu",),
)
def _(run):
    errors = run["errors"]
    return (
        shares_storage(run["same"], run["floats"])
        and set(errors) == {torch.int64, torch.float64}
        and all(message.startswith("expected TensorOptions(dtype=float, device=cpu,") for message in errors.values())
    )


@claim(
    "errata.volatile-removed",
    snippet="volatile.py",
    en="`Variable(t, volatile=True)` warns “volatile was removed and now has no effect. Use `with torch.no_grad():` instead.” and returns a plain `Tensor`.",
    zh="`Variable(t, volatile=True)` 会警告 “volatile was removed and now has no effect. Use `with torch.no_grad():` instead.”（volatile 已被移除，现已失效），并返回普通的 `Tensor`。",
)
def _(run):
    return (
        warned(run, "UserWarning", "volatile was removed and now has no effect. Use `with torch.no_grad():` instead.")
        and type(run["v"]) is torch.Tensor
        and not run["v"].requires_grad
    )


@claim(
    "errata.volatile-attribute",
    snippet="volatile.py",
    en="Reading `.volatile` of `t.detach()`, a plain `Tensor`, warns `volatile was removed (Variable.volatile is always False)`.",
    zh="读取 `t.detach()` 这个普通 `Tensor` 的 `.volatile`，会警告 `volatile was removed (Variable.volatile is always False)`（volatile 已被移除，Variable.volatile 恒为 False）。",
)
def _(run):
    return (
        warned(run, "UserWarning", "volatile was removed (Variable.volatile is always False)")
        and type(run["d"]) is torch.Tensor
        and printed(run, "d.volatile: False")
    )


# --- as_tensor under a default device --------------------------------------------------------

PR_130792 = "[pytorch/pytorch#130792](https://github.com/pytorch/pytorch/issues/130792)"


@claim(
    "errata.as-tensor-doc-quote",
    snippet="as_tensor_doc.py",
    en="The docstring of `torch.as_tensor` says of `device`: “If None and data is a tensor then the device of data is used.”",
    zh="`torch.as_tensor` 的文档字符串谈到 `device` 时说 “If None and data is a tensor then the device of data is used.”（为 None 且数据是张量时，使用数据所在的设备）。",
)
def _(run):
    return run["says_data_device"] and printed(run, "docstring: with device=None a tensor keeps its device: True")


@claim(
    "errata.as-tensor-doc-device",
    snippet="as_tensor_doc.py",
    en=f"Yet under `with torch.device(\"meta\")`, `torch.as_tensor(src)` of the CPU tensor `src` is a new tensor on `meta` ({PR_130792}).",
    zh=f"可是在 `with torch.device(\"meta\")` 中，对 CPU 张量 `src` 调用 `torch.as_tensor(src)`，得到的是 `meta` 上的新张量，见 {PR_130792}。",
)
def _(run):
    return run["says_data_device"] and run["out"] is not run["src"] and run["out"].device.type == "meta" and run["src"].device.type == "cpu"


@claim(
    "errata.to-memory-format-quote",
    snippet="to_memory_format_doc.py",
    en="The docstring of `Tensor.to` calls `memory_format` “the desired memory format of returned Tensor”.",
    zh="`Tensor.to` 的文档字符串把 `memory_format` 称为 “the desired memory format of returned Tensor”，即返回张量所需的内存格式（memory format）。",
)
def _(run):
    return run["says_format"] and printed(run, "docstring: memory_format is the desired memory format of the returned tensor: True")


@claim(
    "errata.to-memory-format-doc",
    snippet="to_memory_format_doc.py",
    not_covered=(("a batch permuted from NHWC, whose strides are those of channels_last",
                  "由 NHWC 经 `permute` 得到、步幅与 channels_last 相同的批次"),),
    en="Yet `t.to(memory_format=torch.contiguous_format)` on a transposed `t` returns `t` itself, still not contiguous ([pytorch/pytorch#62027](https://github.com/pytorch/pytorch/issues/62027), [pytorch/pytorch#79813](https://github.com/pytorch/pytorch/issues/79813)).",
    zh="可是对转置后的 `t` 调用 `t.to(memory_format=torch.contiguous_format)`，返回的就是 `t` 本身，仍然不连续，见 [pytorch/pytorch#62027](https://github.com/pytorch/pytorch/issues/62027)、[pytorch/pytorch#79813](https://github.com/pytorch/pytorch/issues/79813)。",
)
def _(run):
    t, r = run["t"], run["r"]
    return run["says_format"] and r is t and not r.is_contiguous() and not t.is_contiguous()


@claim(
    "errata.detach-view-schema",
    snippet="detach_view.py",
    en="PyTorch's operator schemas declare `detach` a view operation: `aten::detach(Tensor(a) self) -> Tensor(a)` marks the output as an alias of the input.",
    zh="PyTorch 的算子签名把 `detach` 声明为视图操作：`aten::detach(Tensor(a) self) -> Tensor(a)` 标明输出是输入的别名。",
)
def _(run):
    return printed(run, "aten::detach(Tensor(a) self) -> Tensor(a) | is_view: True") and torch.ops.aten.detach.default.is_view is True


@claim(
    "errata.detach-view-is-view",
    snippet="detach_view.py",
    en="The `is_view` of `torch.ops.aten.detach.default` is `True`, as for `view` and not for `clone`, and `d = x.detach()` shares the storage of `x`.",
    zh="`torch.ops.aten.detach.default` 的 `is_view` 为 `True`，与 `view` 相同而与 `clone` 不同；`d = x.detach()` 与 `x` 共享存储。",
)
def _(run):
    return (
        torch.ops.aten.detach.default.is_view is True
        and torch.ops.aten.view.default.is_view is True
        and torch.ops.aten.clone.default.is_view is False
        and printed(run, "aten::clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor | is_view: False")
        and shares_storage(run["d"], run["x"])
        and not run["d"]._is_view()
    )


@claim(
    "errata.nonleaf-grad-computed",
    snippet="nonleaf_grad.py",
    en="The backward pass of `(y * y).sum()` does compute the gradient with respect to the non-leaf `y = w * 3`: a hook on `y` receives `[6.0, 12.0]`.",
    zh="`(y * y).sum()` 的反向传播确实会计算对非叶子张量 `y = w * 3` 的梯度：注册在 `y` 上的钩子收到 `[6.0, 12.0]`。",
)
def _(run):
    return run["seen"]["grad"] == [6.0, 12.0] and not run["y"].is_leaf and printed(
        run, "during backward: the hook receives [6.0, 12.0] | y.grad then: None")


@claim(
    "errata.nonleaf-grad-not-stored",
    snippet="nonleaf_grad.py",
    en="Yet `y.grad` is `None` inside that hook, during the pass, as after it: the gradient goes on to `w` without being stored, and `w.grad` ends up `[18.0, 36.0]`.",
    zh="可是在反向传播进行中、在那个钩子里，`y.grad` 就已经是 `None`，之后也不变：梯度未被保存，直接传给了 `w`，`w.grad` 最终为 `[18.0, 36.0]`。",
)
def _(run):
    return (
        run["seen"]["y.grad"] is None
        and run["after"] is None
        and run["w"].grad.tolist() == [18.0, 36.0]
        and not run["y"].is_leaf
    )
