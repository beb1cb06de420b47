import warnings

import numpy as np
import torch

arrays = [np.array([1.0, 2.0]), np.array([3.0, 4.0])]  # a Python list of NumPy arrays
with warnings.catch_warnings(record=True) as slow_warnings:
    warnings.simplefilter("always")
    t = torch.tensor(arrays)
with warnings.catch_warnings(record=True) as fast_warnings:
    warnings.simplefilter("always")
    fast = torch.from_numpy(np.stack(arrays))  # one array first
for w in slow_warnings:
    print(f"{w.category.__name__}: {str(w.message).split(' (Triggered internally')[0]}")
print("torch.tensor(arrays):", t)
print("torch.from_numpy(np.stack(arrays)):", fast)
print("warnings from the fix:", len(fast_warnings))
