import torch

with torch.inference_mode():
    i = torch.ones(3)
    v = i[:2]
print("shares the storage of i:", v.untyped_storage().data_ptr() == i.untyped_storage().data_ptr())
print("v._is_view():", v._is_view(), " v._base:", v._base)
print("v.detach_() is v:", v.detach_() is v)
