# devices: cpu
import numpy as np
import torch

e = torch.zeros(0, 3)  # an empty tensor: no element, no memory of its own
a = e.numpy()
b = np.asarray(e)
print("e.data_ptr():", e.data_ptr())
print("e.numpy() at e.data_ptr():", a.__array_interface__["data"][0] == e.data_ptr(), "| shape", a.shape)
print("np.asarray(e) at e.data_ptr():", b.__array_interface__["data"][0] == e.data_ptr(), "| shape", b.shape)
