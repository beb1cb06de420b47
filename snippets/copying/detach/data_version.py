import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
print("start:                    x._version =", x._version)
x.data.add_(1)
print("after x.data.add_(1):     x._version =", x._version)
x.detach().add_(1)
print("after x.detach().add_(1): x._version =", x._version)
print("x.data.requires_grad:", x.data.requires_grad)
print("x.data shares storage:", x.data.data_ptr() == x.data_ptr())
