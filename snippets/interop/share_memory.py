# devices: cpu
import numpy as np
import torch

t = torch.tensor([1.0, 2.0, 3.0, 4.0])
view = t[1:]
a = t.numpy()
before = t.is_shared()
old_address = t.data_ptr()
r = t.share_memory_()
print("layout:", t.layout)
print("is_shared() before:", before, " after:", t.is_shared())
print("returns the same tensor object:", r is t)
print("values:", t.tolist())
print("data_ptr() changed:", t.data_ptr() != old_address)
t[1] = 20.0
print("view t[1:] follows:", view.tolist(), view.is_shared())
print("earlier t.numpy() at the new address:", a.__array_interface__["data"][0] == t.data_ptr())
n = np.arange(3.0)
f = torch.from_numpy(n).share_memory_()
print("torch.from_numpy(n) after share_memory_(), at n's address:", f.data_ptr() == n.__array_interface__["data"][0])
