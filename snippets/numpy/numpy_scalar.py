# devices: cpu
import torch

s = torch.tensor(3.5)
arr = s.numpy()
num = s.item()
print("numpy():", type(arr).__name__, "ndim", arr.ndim, "shape", arr.shape, arr.dtype)
print("item(): ", type(num).__name__, num)
