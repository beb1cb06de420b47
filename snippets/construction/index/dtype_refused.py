import torch

try:
    torch.rand(2, 3, dtype=torch.int64)   # random floats in [0, 1): no integer version
except RuntimeError as error:             # or its subclass NotImplementedError
    refused = error
    print("torch.rand(2, 3, dtype=torch.int64):", type(error).__name__, error)
