import torch

t = torch.zeros(3, device="meta")    # float32, shape (3,), no data
src = torch.tensor([7.0, 8.0, 9.0])  # float32, shape (3,), on the default device
out = t.copy_(src)
print("src.device:", src.device, " t.device:", t.device)
print("dtype:", t.dtype, " shape:", tuple(t.shape))
print("returns t itself:", out is t)
