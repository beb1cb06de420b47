# devices: cpu
# raises: TypeError
import numpy as np
import torch

f64 = np.array([1.5, 2.5])                     # float64 ndarray
f32 = np.array([1.5, 2.5], dtype=np.float32)   # float32 ndarray
from_f64 = torch.FloatTensor(f64)
from_f32 = torch.FloatTensor(f32)
f64[0] = f32[0] = 100.0                        # write to both arrays
print("FloatTensor(f64):", from_f64, from_f64.dtype)
print("FloatTensor(f32):", from_f32, from_f32.dtype)

ints = torch.tensor([1, 2])                    # int64 tensor
legacy = torch.Tensor(ints)
print("torch.Tensor(ints):", legacy, legacy.dtype)
print("shares memory with ints:", legacy.data_ptr() == ints.data_ptr())
converted = ints.to(torch.float32)             # the conversion: a new float32 tensor
floated = ints.float()
print("ints.to(torch.float32):", converted, " ints.float():", floated)
torch.FloatTensor(ints)
