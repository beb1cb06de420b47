import torch

x = torch.tensor([[1, 2, 3], [4, 5, 6]])   # int64, shape (2, 3)
z = torch.zeros_like(x)
f = torch.full_like(x, 2.5)                # fill value is float
e = torch.empty_like(x)
g = torch.full((2, 3), 2.5)                # torch.full: the fill value picks the dtype
print("z:", z.dtype, z.tolist())
print("f:", f.dtype, f.tolist())
print("e:", e.dtype, e.shape)
print("torch.full((2, 3), 2.5):", g.dtype)
