# raises: ValueError
import numpy as np
import torch

rev = np.arange(4.0)[::-1]  # a reversed view of the array
print("strides:", rev.strides)
try:
    torch.tensor(rev)
except ValueError:
    print("torch.tensor: ValueError")
torch.from_numpy(rev)
