import torch

t = torch.zeros(3, dtype=torch.int64)
t.copy_(torch.tensor([1.7, -2.7, 3.5]))
print(t)
print("dtype:", t.dtype)
