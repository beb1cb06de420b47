import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
c = x.clone()
c.retain_grad()     # ask autograd to keep the clone's gradient
(c * c).sum().backward()
print("x.grad:", x.grad)
print("c.grad:", c.grad)
