import torch

sized = torch.Tensor(2, 3)  # ints are a shape; values uninitialized
value = torch.tensor(2)  # a 0-dim tensor holding 2
print("torch.Tensor(2, 3).shape:", sized.shape)
print("torch.tensor(2):", value, "dim:", value.dim())
