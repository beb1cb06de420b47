import torch

x = torch.tensor([[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]])
a = x.reshape(6)  # x is contiguous
b = x.t().reshape(6)  # the transpose: no strides fit
print("x.reshape(6) shares x's memory:", a.data_ptr() == x.data_ptr())
print("x.t().reshape(6) shares x's memory:", b.data_ptr() == x.data_ptr())
a[0] = 100.0
b[1] = 200.0
print("x after writing to both:", x.tolist())
