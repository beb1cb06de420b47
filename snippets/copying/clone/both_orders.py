import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
a = x.clone().detach()
b = x.detach().clone()
print("equal values:", torch.equal(a, b))
print("requires_grad:", a.requires_grad, b.requires_grad)
print("is_leaf:", a.is_leaf, b.is_leaf)
print("new memory:", a.data_ptr() != x.data_ptr(), b.data_ptr() != x.data_ptr())
a[0] = 10.0
b[0] = 20.0
print("x:", x)
