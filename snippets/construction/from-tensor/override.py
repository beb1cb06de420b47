import torch

x = torch.zeros(2, device="meta")
a = x.new_zeros(2, dtype=torch.int32, device="cpu")
b = torch.zeros_like(x, dtype=torch.int32, device="cpu")
print("a:", a.dtype, a.device)
print("b:", b.dtype, b.device)
