import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with torch.no_grad():
    c = x.clone()
print("c.grad_fn:", c.grad_fn)
print("c.requires_grad:", c.requires_grad)
print("c.is_leaf:", c.is_leaf)
