import torch

a = torch.arange(4.0)
b = a[1:]  # a view that starts one element later
c = a.clone()
print("a.data_ptr() == b.data_ptr():", a.data_ptr() == b.data_ptr())
print("same storage, a and b:", a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr())
print("same storage, a and c:", a.untyped_storage().data_ptr() == c.untyped_storage().data_ptr())
n = torch.from_numpy(a.numpy()[1:])  # the same memory, reached through NumPy
print("same storage, a and n:", a.untyped_storage().data_ptr() == n.untyped_storage().data_ptr())
n[0] = 99.0
print("a after n[0] = 99:", a)
