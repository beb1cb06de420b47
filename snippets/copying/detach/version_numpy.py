# devices: cpu
import torch

a = torch.ones(3, requires_grad=True)
out = a.sigmoid()  # sigmoid saves its output for backward
out.detach().numpy()[:] = 0  # a write through NumPy: no PyTorch operation sees it
print("out:", out.tolist(), "| out._version:", out._version)
out.sum().backward()  # no error: backward reads the zeros
print("a.grad:", a.grad.tolist())
