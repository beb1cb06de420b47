import torch

w = torch.ones(3, requires_grad=True)
with torch.no_grad():
    w[:2].mul_(2)   # the same change, with autograd not recording
print("w:", w.tolist(), "| w.is_leaf:", w.is_leaf, "| w.requires_grad:", w.requires_grad, "| w.grad_fn:", w.grad_fn)
