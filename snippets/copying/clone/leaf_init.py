import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
torch.nn.init.zeros_(x)   # an in-place fill from torch.nn.init
print("x:", x)
print("x.is_leaf:", x.is_leaf, " x.requires_grad:", x.requires_grad)
w = torch.nn.Linear(3, 4).weight   # a layer's weight: a Parameter, a leaf that requires grad
torch.nn.init.xavier_uniform_(w)
print("w.is_leaf:", w.is_leaf, " w.requires_grad:", w.requires_grad)
