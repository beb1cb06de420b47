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
# the other conversions accept the same dtypes: the torch dtype of the same name, or the same TypeError
others = {}
for name in (torch.tensor, torch.as_tensor, torch.asarray):
    for dtype in [*accepted, *rejected]:
        try:
            others[name.__name__, dtype] = str(name(np.zeros(1, dtype=dtype)).dtype).removeprefix("torch.")
        except TypeError as e:
            others[name.__name__, dtype] = str(e)
same = all(others[f, d] == (d if d in accepted else rejected[d]) for f, d in others)
count = len(accepted)
print(count, "dtypes accepted:", ", ".join(accepted))
print(len(rejected), "rejected:", ", ".join(rejected))
print("torch.tensor, torch.as_tensor and torch.asarray: the same dtypes, the same errors:", same)
torch.from_numpy(np.array(["a", "b"]))  # strings: not supported
