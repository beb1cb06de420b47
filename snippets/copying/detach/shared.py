import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
d = a.detach()
print("same storage:", d.data_ptr() == a.data_ptr())
d[0] = 10.0  # write through the detached tensor
print("a after writing to d:", a)
print("d.requires_grad:", d.requires_grad)
print("d.grad_fn:", d.grad_fn)
print("d.is_leaf:", d.is_leaf)
print("d._is_view():", d._is_view())
print("d._base is None:", d._base is None)
