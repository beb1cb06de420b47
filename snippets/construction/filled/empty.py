import torch

e = torch.empty(2, 3)   # print shape and dtype only, never the values
print("shape:", e.shape, " dtype:", e.dtype)
