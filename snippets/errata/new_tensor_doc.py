import torch

doc = torch.Tensor.new_tensor.__doc__
says_same_device = "same :class:`torch.dtype` and\n:class:`torch.device` as this tensor" in doc
print("docstring: result has this tensor's device:", says_same_device)

base = torch.zeros(2, device="meta")
data = torch.tensor([1.0, 2.0], device="cpu")
try:
    device = base.new_tensor(data).device.type
except NotImplementedError as error:  # data copied onto meta has no values to read back
    device = f"error: {error}"
print("base.new_tensor(cpu tensor) on a meta base:", device)
