import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
d = a.detach().requires_grad_()  # a new leaf that shares a's storage
print("d.is_leaf:", d.is_leaf, "d.requires_grad:", d.requires_grad)
(d * 2).sum().backward()
print("d.grad:", d.grad)
print("a.grad:", a.grad)
