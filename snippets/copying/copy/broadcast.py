import torch

t = torch.zeros(2, 3)
src = torch.tensor([1.0, 2.0, 3.0])  # source shape (3,), target shape (2, 3)
t.copy_(src)
print(t)
