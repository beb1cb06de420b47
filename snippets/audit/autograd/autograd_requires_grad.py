import torch

t = torch.ones(2)
r = t.requires_grad_()
print("t.requires_grad_() is t:", r is t, "| t.requires_grad:", t.requires_grad)
print("(t * 2).grad_fn:", type((t * 2).grad_fn).__name__)
t.requires_grad_(False)
print("after t.requires_grad_(False):", t.requires_grad)
