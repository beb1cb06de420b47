# devices: cpu
import numpy as np
import torch

a = np.arange(3.0)
try:
    t = torch.from_dlpack(a, copy=True)
except TypeError as exc:
    t, error = None, exc
    print("TypeError:", exc)
else:
    a[0] = 10.0
    print("from_dlpack(a, copy=True):", t.tolist(), "same address:", t.data_ptr() == a.__array_interface__["data"][0])
