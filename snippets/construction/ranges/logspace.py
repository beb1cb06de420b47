import torch

v = torch.linspace(0, 3, 4)             # the exponents: 0, 1, 2, 3
ten = torch.logspace(0, 3, 4)           # 10 ** v
two = torch.logspace(0, 3, 4, base=2)   # 2 ** v
print("linspace(0, 3, 4):        ", v)
print("logspace(0, 3, 4):        ", ten, ten.dtype)
print("logspace(0, 3, 4, base=2):", two)
signature = torch.logspace.__doc__.strip().splitlines()[0]
print("base=10.0 in the docstring's signature:", "base=10.0" in signature)
