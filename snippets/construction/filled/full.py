import torch

a = torch.full((2,), 7)        # int fill value
b = torch.full((2,), True)     # bool
c = torch.full((2,), 7.0)      # float
d = torch.full((2,), 1 + 2j)   # complex
e = torch.full((2,), 7, dtype=torch.float64)
for name, t in zip("abcde", (a, b, c, d, e)):
    print(name, t.dtype, t.tolist())
