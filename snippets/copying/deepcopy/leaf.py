import copy
import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = copy.deepcopy(a)
print("b.requires_grad:", b.requires_grad)
print("b.is_leaf:", b.is_leaf, " b.grad_fn:", b.grad_fn)
print("same memory:", b.data_ptr() == a.data_ptr())
with torch.no_grad():
    b[0] = 100.0  # write into the copy
print("a:", a)
