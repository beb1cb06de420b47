import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = torch.tensor(x)   # copy-construct from an existing tensor
print("y.requires_grad:", y.requires_grad)
y[0] = 10.0           # write to the copy
print("x:", x)
