import numpy as np
import torch

calls = {  # data that is not a tensor, and an explicit device
    'torch.Tensor(device="meta")': lambda: torch.Tensor(device="meta"),
    'torch.Tensor(2, 3, device="meta")': lambda: torch.Tensor(2, 3, device="meta"),
    'torch.Tensor([1, 2], device="meta")': lambda: torch.Tensor([1, 2], device="meta"),
    'torch.Tensor(np.ones(2), device="meta")': lambda: torch.Tensor(np.ones(2), device="meta"),
    'torch.FloatTensor([1, 2], device="meta")': lambda: torch.FloatTensor([1, 2], device="meta"),
}
errors = {}
for code, call in calls.items():
    try:
        call()
    except RuntimeError as e:
        errors[code] = str(e)
        print(f"{code}: RuntimeError: {e}")
