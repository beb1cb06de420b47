import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
c = x.clone()
print("c.requires_grad:", c.requires_grad)
print("c.grad_fn:", c.grad_fn.name())
print("c.is_leaf:", c.is_leaf)
print("x.is_leaf:", x.is_leaf)
