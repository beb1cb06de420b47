import torch

r = torch.range(0, 3)    # deprecated
a = torch.arange(0, 3)
print("range(0, 3): ", r, r.dtype)
print("arange(0, 3):", a, a.dtype)
