# devices: cpu
import numpy as np
import torch

errors = {}
for dtype in (np.uint16, np.uint32, np.uint64):
    t = torch.from_numpy(np.arange(1, 4, dtype=dtype))
    try:
        t + 1
    except RuntimeError as error:  # NotImplementedError is a subclass of RuntimeError
        errors[t.dtype] = error
        print(f"{t.dtype}: t + 1 raises {type(error).__name__}: {error}")
