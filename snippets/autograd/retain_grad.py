import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = w * 2
y.retain_grad()            # ask autograd to keep y's gradient
(y * y).sum().backward()   # d/dy = 2 * y
print("y.retains_grad:", y.retains_grad)
print("y.grad:", y.grad)
print("w.grad:", w.grad)
