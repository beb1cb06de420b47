import torch

a = torch.tensor([1, 2, 3, 4])
v = a[1:3]     # basic indexing (a slice)
v[0] = 100
print("a:", a)
print("same storage:", v.untyped_storage().data_ptr() == a.untyped_storage().data_ptr())
