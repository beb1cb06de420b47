import torch

w = torch.ones(2, 3, dtype=torch.float64, requires_grad=True)
print("dtype:", w.dtype, " requires_grad:", w.requires_grad)
print("is_leaf:", w.is_leaf, " grad_fn:", w.grad_fn)
m = torch.zeros(2, 3, device="meta")
print("device:", m.device)
