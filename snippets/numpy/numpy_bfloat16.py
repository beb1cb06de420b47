# devices: cpu
# raises: TypeError
import torch

t = torch.zeros(2, dtype=torch.bfloat16)
t.numpy()  # NumPy has no bfloat16
