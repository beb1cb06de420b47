import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with torch.no_grad():
    x += 1   # the same in-place operation, with autograd off
print("x:", x)
print("x.is_leaf:", x.is_leaf, " x.requires_grad:", x.requires_grad)
