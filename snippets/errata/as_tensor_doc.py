import torch

doc = " ".join(torch.as_tensor.__doc__.split())
says_data_device = "If None and data is a tensor then the device of data is used." in doc
print("docstring: with device=None a tensor keeps its device:", says_data_device)

src = torch.tensor([1.0, 2.0], device="cpu")
with torch.device("meta"):
    out = torch.as_tensor(src)
print("under torch.device('meta'): as_tensor(cpu tensor) is on", out.device, "| same object:", out is src)
