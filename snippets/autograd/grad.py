import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
print("before backward:", w.grad)
out = (w * w).sum()      # a scalar
out.backward()           # d(out)/dw = 2 * w
print("after backward: ", w.grad)
