import torch

t = torch.linspace(0, 10, 5, dtype=torch.int64)
n = torch.linspace(-10, 0, 5, dtype=torch.int64)
print("default dtype:    ", torch.linspace(0, 10, 5), torch.linspace(-10, 0, 5))
print("dtype=torch.int64:", t, n)
