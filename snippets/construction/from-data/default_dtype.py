import numpy as np
import torch

torch.set_default_dtype(torch.float64)
try:
    from_floats = torch.tensor([1.5, 2.5])
    from_array = torch.tensor(np.array([1.5, 2.5], dtype=np.float32))
finally:
    torch.set_default_dtype(torch.float32)  # restore
print("floats, default float64:", from_floats.dtype)
print("float32 array:", from_array.dtype)
