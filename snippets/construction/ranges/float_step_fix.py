import torch

eps = 1e-6
shifted = torch.arange(0.1, 0.4 - eps, 0.1)   # end moved below 0.4
counted = torch.linspace(0.1, 0.3, 3)          # ask for 3 values directly
print("arange(0.1, 0.4 - eps, 0.1):", shifted, "len", len(shifted))
print("linspace(0.1, 0.3, 3):      ", counted, "len", len(counted))
