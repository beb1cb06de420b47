import copy
import torch

w = torch.ones(2, requires_grad=True)
y = w * 2  # not a leaf: copy.deepcopy(y) raises
s = copy.copy(y)
print("s.grad_fn:", s.grad_fn, "| s.is_leaf:", s.is_leaf, "| s.requires_grad:", s.requires_grad)
print("same memory as y:", s.data_ptr() == y.data_ptr())
