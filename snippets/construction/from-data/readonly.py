import numpy as np
import torch

arr = np.arange(3.0)
arr.flags.writeable = False
previous = torch.is_warn_always_enabled()
torch.set_warn_always(True)  # otherwise shown once per process
try:
    t = torch.from_numpy(arr)
finally:
    torch.set_warn_always(previous)
