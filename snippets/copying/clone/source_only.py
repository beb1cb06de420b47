import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
c = x.clone()
c.retain_grad()
(x * x).sum().backward()   # uses only the original
print("x.grad:", x.grad)
print("c.grad:", c.grad)
