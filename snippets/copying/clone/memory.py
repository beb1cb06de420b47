import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = a.clone()
print("equal values:", torch.equal(a, b))
print("same dtype and device:", b.dtype == a.dtype and b.device == a.device)
print("same memory:", b.data_ptr() == a.data_ptr())
b[0] = 100.0   # write to the copy
print("a:", a)
print("b:", b)
