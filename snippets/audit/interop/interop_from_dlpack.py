# devices: cpu
import numpy as np
import torch

a = np.arange(3.0)
with torch.device("meta"):
    default = torch.from_dlpack(a)
print('under torch.device("meta"), torch.from_dlpack(a):', default.device, "| shares a's memory:", default.data_ptr() == a.ctypes.data)
try:
    placed = torch.from_dlpack(a, device="cpu")
except TypeError as error:
    print('torch.from_dlpack(a, device="cpu"): TypeError:', error)
else:
    print('torch.from_dlpack(a, device="cpu"):', placed.device, "| shares a's memory:", placed.data_ptr() == a.ctypes.data)
