import sys

import numpy as np
import torch

arr = np.arange(4.0).astype(">f8")  # float64, big-endian
print("this machine:", sys.byteorder, "| arr.dtype.byteorder:", arr.dtype.byteorder)
conversions = {
    "torch.from_numpy": torch.from_numpy,
    "torch.tensor": torch.tensor,
    "torch.as_tensor": torch.as_tensor,
    "torch.as_tensor(..., dtype=torch.float16)": lambda a: torch.as_tensor(a, dtype=torch.float16),
    "torch.asarray": torch.asarray,
    "torch.Tensor": torch.Tensor,
    "torch.FloatTensor": torch.FloatTensor,
}
errors = {}
for name, convert in conversions.items():
    try:
        convert(arr)
    except ValueError as e:
        errors[name] = str(e)
        print(f"{name}: ValueError")
print("the message:", errors["torch.from_numpy"])
