# raises: RuntimeError
import numpy as np
import torch

t = torch.from_numpy(np.zeros(4))
t.resize_(2)  # fewer elements: fits in the array's memory
print("after resize_(2):", t.shape)
t.resize_(8)  # more elements than the array holds
