import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
xd = x.data
print("x.data.requires_grad:", xd.requires_grad, " x.data.grad_fn:", xd.grad_fn)
print("x.data shares storage:", xd.data_ptr() == x.data_ptr())
print("start:                    x._version =", x._version)
xd.add_(1)
print("after x.data.add_(1):     x._version =", x._version)
x.detach().add_(1)
print("after x.detach().add_(1): x._version =", x._version)
