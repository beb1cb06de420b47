import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
c = x.clone()
c += 1              # in-place on the clone
print("c.grad_fn:", c.grad_fn.name())
(c * c).sum().backward()
print("x:", x)
print("x.grad:", x.grad)   # d((x+1)^2)/dx = 2(x+1)
