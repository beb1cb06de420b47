import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
c = x.clone()
y = (c * c).sum()   # computed from the clone only
y.backward()
print("x.grad:", x.grad)   # d(x*x)/dx = 2x
c_grad = c.grad            # the clone is not a leaf
print("c.grad:", c_grad)
