import numpy as np
import torch

a = np.array([1.0, 2.0, 3.0])
with torch.device("meta"):  # a default device other than the CPU
    t = torch.as_tensor(a)
    f = torch.from_numpy(a)
print("as_tensor: ", t.device)
print("from_numpy:", f.device)
