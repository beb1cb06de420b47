# devices: cpu
import numpy as np
import torch

a = np.array([1.0, 2.0, 3.0])
t = torch.from_numpy(a)
t.add_(1)    # in-place on the tensor
print("array:", a)
print("tensor:", t)
