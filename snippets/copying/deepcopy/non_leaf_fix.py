import copy
import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = a * 2  # not a leaf
copied = copy.deepcopy(b.detach())  # drop the history, then copy
cloned = b.detach().clone()  # the same without deepcopy
leaf = b.detach().clone().requires_grad_()  # a new leaf that requires grad
print("copied:", copied, "| cloned:", cloned)
print("leaf.is_leaf:", leaf.is_leaf, "| leaf.requires_grad:", leaf.requires_grad)
