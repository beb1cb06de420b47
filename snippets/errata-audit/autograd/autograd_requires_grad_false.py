import torch

w = torch.ones(3, requires_grad=True)
with torch.no_grad():
    v = w[1:]
print("v.is_leaf:", v.is_leaf, "| v.requires_grad:", v.requires_grad)
r = v.requires_grad_(False)
print("v.requires_grad_(False) is v:", r is v, "| v.requires_grad after it:", v.requires_grad)
print("(v * 2).grad_fn:", type((v * 2).grad_fn).__name__)
