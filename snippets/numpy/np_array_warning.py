# devices: cpu
import numpy as np
import torch

t = torch.tensor([1.0, 2.0])
print("np.asarray(t):")
shared = np.asarray(t)
print("np.array(t):")
copied = np.array(t)
