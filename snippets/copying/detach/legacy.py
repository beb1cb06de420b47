import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
d = a.detach()
print("type:", type(d).__name__)
flag = d.volatile  # a flag of the old Variable API
print("d.volatile:", flag)
