# devices: cpu
# raises: ValueError
import numpy as np
import torch

t = torch.tensor([1.0, 2.0, 3.0])
shared = np.asarray(t)  # shares, as the section above shows
print("np.asarray(t) shares:", shared.__array_interface__["data"][0] == t.data_ptr())
np.array(t, copy=False)  # NumPy 2: "never copy"
