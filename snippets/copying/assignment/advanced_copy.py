import torch

a = torch.tensor([1, 2, 3, 4])
c = a[[1, 2]]  # advanced indexing (a list of indices)
c[0] = 100
print("c:", c)
print("a:", a)
print("same storage:", c.untyped_storage().data_ptr() == a.untyped_storage().data_ptr())
