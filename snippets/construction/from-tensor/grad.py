import torch

x = torch.zeros(2, requires_grad=True)
a = x.new_zeros(2)
b = torch.ones_like(x)
c = x.new_ones(2, requires_grad=True)
d = torch.zeros_like(x, requires_grad=True)
print("a:", a.requires_grad, " b:", b.requires_grad)
print("c:", c.requires_grad, c.is_leaf, " d:", d.requires_grad, d.is_leaf)
