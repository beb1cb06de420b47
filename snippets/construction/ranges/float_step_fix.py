import torch

eps = 1e-6
shifted = torch.arange(0.1, 0.4 - eps, 0.1)   # end moved below 0.4
counted = torch.linspace(0.1, 0.3, 3)          # ask for 3 values directly
meant = torch.tensor([0.1, 0.2, 0.3])
print("arange(0.1, 0.4 - eps, 0.1):", shifted, "len", len(shifted))
print("linspace(0.1, 0.3, 3):      ", counted, "len", len(counted))
print("both equal torch.tensor([0.1, 0.2, 0.3]):", torch.equal(shifted, meant) and torch.equal(counted, meant))
