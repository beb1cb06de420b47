# devices: cpu
import torch

t = torch.tensor([1.0, 2.0, 3.0])
a = t.numpy()
a[0] = 10.0    # write through the array
t[1] = 20.0    # write through the tensor
print("tensor:", t)
print("array: ", a)
print("same address:", a.__array_interface__["data"][0] == t.data_ptr())
