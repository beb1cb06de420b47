import torch

i = torch.tensor([1, 2])  # an int64 tensor
try:
    torch.rand_like(i)
except RuntimeError as e:
    message = str(e)
    print("torch.rand_like(i) raises:", message)
