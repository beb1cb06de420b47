# devices: cpu
import torch

e = torch.zeros(3, 2)[:, :0].t()  # empty: shape (0, 3), strides (1, 2), on a 24-byte storage
print("e.shape:", tuple(e.shape), " e.stride():", e.stride())
print("stride[0] == stride[1] * size[1]:", e.stride(0) == e.stride(1) * e.size(1))
v = e.view(0)
print("e.view(0).shape:", tuple(v.shape))
print("v shares the storage of e:", v.untyped_storage().data_ptr() == e.untyped_storage().data_ptr())
