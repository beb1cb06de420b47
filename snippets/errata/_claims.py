from tensorfacts.claims import claim


@claim(
    "errata.new-tensor-doc-agrees",
    snippet="new_tensor_doc.py",
    torch=">=2.7",
    en="The docstring of `Tensor.new_tensor` says the result has the device of the tensor it is called on, and for tensor data the behaviour matches it.",
    zh="`Tensor.new_tensor` 的文档字符串说结果位于调用它的那个张量所在的设备上；当数据本身是张量时，实际行为与文档一致。",
)
def _(run):
    return run["says_same_device"] and run["device"] == "meta"


@claim(
    "errata.new-tensor-doc-disagrees",
    snippet="new_tensor_doc.py",
    torch="<2.7",
    en="The docstring of `Tensor.new_tensor` says the result has the device of the tensor it is called on, but tensor data keeps its own device.",
    zh="`Tensor.new_tensor` 的文档字符串说结果位于调用它的那个张量所在的设备上，但当数据本身是张量时，结果留在数据原来的设备上。",
)
def _(run):
    return run["says_same_device"] and run["device"] == "cpu"


@claim(
    "errata.copy-advice-old",
    snippet="copy_advice.py",
    torch="<2.7",
    en="When `torch.tensor` is given a tensor, its warning recommends `sourceTensor.clone().detach()` instead.",
    zh="把张量传给 `torch.tensor` 时，它发出的警告建议改用 `sourceTensor.clone().detach()`。",
)
def _(run):
    return "UserWarning" in run.output and "it is recommended to use sourceTensor.clone().detach()" in run.output


@claim(
    "errata.copy-advice-new",
    snippet="copy_advice.py",
    torch=">=2.7",
    en="When `torch.tensor` is given a tensor, its warning recommends `sourceTensor.detach().clone()` instead.",
    zh="把张量传给 `torch.tensor` 时，它发出的警告建议改用 `sourceTensor.detach().clone()`。",
)
def _(run):
    return "UserWarning" in run.output and "it is recommended to use sourceTensor.detach().clone()" in run.output
