# devices: cpu
import numpy as np
import torch

n = np.array(3)  # a 0-d int64 array
t = torch.FloatTensor(n)  # its value is taken as a size; the elements are not initialized
print("torch.FloatTensor(n):", "shape", tuple(t.shape), "|", t.dtype)
