# devices: cpu
import numpy as np
import torch

arr = np.array([1.0, 2.0, 3.0])
shared = torch.as_tensor(arr)  # same dtype (float64): no copy
converted = torch.as_tensor(arr, dtype=torch.float32)  # other dtype: copy
arr[0] = 100.0
print("shared:   ", shared)
print("converted:", converted)

src = torch.tensor([1.0, 2.0])
same = torch.as_tensor(src)
other = torch.as_tensor(src, dtype=torch.float64)
print("as_tensor(src) is src:", same is src)
print("with dtype=float64:", other is src)
