import numpy as np
import torch

arr = np.array([1.0, 2.0, 3.0])
t = torch.from_numpy(arr)
print("dtype:", t.dtype)
arr[0] = 100.0  # write through the array
t[1] = 200.0  # write through the tensor
print("tensor:", t)
print("array: ", arr)
