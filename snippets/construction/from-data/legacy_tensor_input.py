# devices: cpu
# raises: TypeError
import numpy as np
import torch

arr = np.array([1.0, 2.0], dtype=np.float32)
floats = torch.tensor([1.0, 2.0])
from_arr = torch.FloatTensor(arr)  # float32 ndarray
from_floats = torch.FloatTensor(floats)  # float32 tensor
arr[0] = 100.0
floats[0] = 100.0
print("FloatTensor(arr):   ", from_arr)
print("FloatTensor(floats):", from_floats)
ints = torch.tensor([1, 2])
print("torch.Tensor(ints).dtype:", torch.Tensor(ints).dtype)
torch.FloatTensor(ints)  # int64 tensor
