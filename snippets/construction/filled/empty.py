import torch

e = torch.empty(2, 3)   # print shape and dtype only, never the values
z = torch.zeros(2, 3)
print("empty: shape:", e.shape, " dtype:", e.dtype)
print("zeros: shape:", z.shape, " dtype:", z.dtype)
