import torch

x = torch.tensor([1.0, 2.0, 3.0])          # does not require grad
c = x.clone().requires_grad_()
print("c.is_leaf:", c.is_leaf)
print("c.grad_fn:", c.grad_fn)
(c * c).sum().backward()
print("c.grad:", c.grad)
print("x.grad:", x.grad)
