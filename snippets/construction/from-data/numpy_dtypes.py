# raises: TypeError
import numpy as np
import torch

accepted, rejected = [], {}
for dtype in sorted({np.dtype(t) for t in np.sctypeDict.values() if np.dtype(t).itemsize}, key=str):
    try:
        torch.from_numpy(np.zeros(1, dtype=dtype))
        accepted.append(dtype.name)
    except TypeError as e:
        rejected[dtype.name] = str(e)
count = len(accepted)
print(count, "dtypes accepted:", ", ".join(accepted))
print(len(rejected), "rejected:", ", ".join(rejected))
torch.from_numpy(np.array(["a", "b"]))  # strings: not supported
