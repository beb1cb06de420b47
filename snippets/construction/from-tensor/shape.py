import torch

base = torch.zeros(5)
a = base.new_zeros(2, 3)               # sizes as separate arguments
b = base.new_ones((2, 3))              # or as one tuple
print("a:", a.shape)
print("b:", b.shape)
