import torch

doc = " ".join(torch.Tensor.new_tensor.__doc__.split())
sentence = ("By default, the returned Tensor has the same :class:`torch.dtype` and "
            ":class:`torch.device` as this tensor.")
says_same_device = sentence in doc
print("docstring:", sentence if says_same_device else "(sentence not found)")

base = torch.zeros(2, device="meta")
data = torch.tensor([1.0, 2.0], device="cpu")
try:
    device = base.new_tensor(data).device.type
except NotImplementedError as error:  # data copied onto meta has no values to read back
    device = f"error: {error}"
print("base.new_tensor(cpu tensor) on a meta base:", device)
