import copy
import torch

a = torch.arange(3.0)
s = copy.copy(a)  # a shallow copy
d = copy.deepcopy(a)  # a deep copy
a.add_(1)
print("a:", a)
print("copy.copy(a):", s, "| a new object:", s is not a)
print("copy.deepcopy(a):", d)
