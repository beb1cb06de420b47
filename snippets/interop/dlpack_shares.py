# devices: cpu
import numpy as np
import torch


def address(array):
    return array.__array_interface__["data"][0]


a = np.arange(3.0)
t = torch.from_dlpack(a)
a[0] = 10.0  # write through the array
print("torch.from_dlpack(a):", t.tolist(), "same address:", t.data_ptr() == address(a))

u = torch.arange(3.0)
b = np.from_dlpack(u)
u[0] = 10.0  # write through the tensor
print("np.from_dlpack(u):", b.tolist(), "same address:", address(b) == u.data_ptr())
