# raises: TypeError
import numpy as np
import torch

with torch.device("meta"):  # a default device meta
    f = torch.from_numpy(np.arange(3.0))  # from_numpy still makes a CPU tensor
print("torch.from_numpy under a default device meta:", f.device, "| f.numpy():", f.numpy())

m = torch.ones(2, device="meta")
m.numpy()
