# devices: cpu
import numpy as np
import torch

arrays = {}
tensors = {}
for dtype in (np.uint16, np.uint32, np.uint64):
    a = np.arange(1, 4, dtype=dtype)  # a 3-element array: [1, 2, 3]
    t = torch.from_numpy(a)
    same = t.data_ptr() == a.__array_interface__["data"][0]
    a[0] = 10
    arrays[a.dtype.name], tensors[a.dtype.name] = a, t
    print(f"{a.dtype.name}: {t.dtype}, same address {same}, after a[0] = 10: {t.tolist()}")
