# devices: cpu
import numpy as np
import torch

t = torch.tensor([1.0, 2.0, 3.0])
copied = np.array(t)
shared = np.asarray(t)
t[0] = 10.0
print("np.array:  ", copied, "same address:", copied.__array_interface__["data"][0] == t.data_ptr())
print("np.asarray:", shared, "same address:", shared.__array_interface__["data"][0] == t.data_ptr())
