import torch

f = torch.zeros(2)                     # float32
i = torch.zeros(2, dtype=torch.int64)
a = f.new_tensor([1, 2])               # integer data, float base
b = i.new_tensor([1.5, 2.7])           # float data, integer base
print("a:", a.dtype, a.tolist())
print("b:", b.dtype, b.tolist())
