import copy
import torch

a = torch.ones(2, 3, dtype=torch.float16).t()  # transposed: not contiguous
b = copy.deepcopy(a)
print("dtype:", b.dtype)
print("strides:", a.stride(), b.stride())
print("same device:", b.device == a.device)
m = torch.zeros(2, device="meta")
print("meta copy on:", copy.deepcopy(m).device)
