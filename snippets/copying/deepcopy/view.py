import copy
import torch

a = torch.arange(6.0)
v = copy.deepcopy(a[2:4])  # deep-copy a 2-element view
print("v:", v)
print("storage bytes:", v.untyped_storage().nbytes(), "of", a.untyped_storage().nbytes())
print("storage_offset:", v.storage_offset())
w = a[2:4].clone()  # clone the same view
print("clone storage bytes:", w.untyped_storage().nbytes())
