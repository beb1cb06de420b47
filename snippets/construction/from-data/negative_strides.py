# raises: ValueError
import numpy as np
import torch

arr = np.arange(4.0)
rev = arr[::-1]  # a reversed view of the array
print("strides:", rev.strides)
try:
    torch.tensor(rev)
except ValueError:
    print("torch.tensor: ValueError")
torch.from_numpy(rev)
