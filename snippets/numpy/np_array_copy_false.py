# devices: cpu
# raises: ValueError
import numpy as np
import torch

t = torch.tensor([1.0, 2.0, 3.0])
np.array(t, copy=False)  # NumPy 2: "never copy"
