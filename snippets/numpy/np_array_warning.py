# devices: cpu
import inspect

import numpy as np
import torch

t = torch.tensor([1.0, 2.0])
print("Tensor.__array__ takes copy:", "copy" in inspect.signature(torch.Tensor.__array__).parameters)
print("np.asarray(t):")
shared = np.asarray(t)
print("np.array(t):")
copied = np.array(t)
