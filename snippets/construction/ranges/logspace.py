import torch

ten = torch.logspace(0, 3, 4)           # 10**0 ... 10**3
two = torch.logspace(0, 3, 4, base=2)   # 2**0 ... 2**3
print("logspace(0, 3, 4):        ", ten, ten.dtype)
print("logspace(0, 3, 4, base=2):", two)
