# devices: cpu
import torch

x = torch.arange(6.0).view(2, 3)
t = x.t()  # shape (3, 2), strides (1, 3)
t.resize_(3, 2)
print("t.resize_(3, 2):", t.stride())
u = x.t()
u.resize_(3, 2, memory_format=torch.contiguous_format)
print("u.resize_(3, 2, memory_format=torch.contiguous_format):", u.stride())
print("u:", u.tolist(), " x.t():", x.t().tolist())
