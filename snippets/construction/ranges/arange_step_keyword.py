# raises: TypeError
import torch

c = torch.arange(0, 10, step=3)   # fine: start and end are given
print("arange(0, 10, step=3):", c)
torch.arange(10, step=3)          # a step without a start
