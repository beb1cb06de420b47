import torch

a = torch.full((2,), 7)        # int fill value
b = torch.full((2,), True)     # bool
c = torch.full((2,), 7.0)      # float
d = torch.full((2,), 1 + 2j)   # complex: complex64, also with a float16 default dtype (complex32 under a meta default device)
e = torch.full((2,), 7, dtype=torch.float64)
f = torch.full((2,), 2.5, dtype=torch.int32)
for name, t in zip("abcdef", (a, b, c, d, e, f)):
    print(name, t.dtype, t.tolist())
torch.set_default_dtype(torch.float64)
try:
    c64, d64 = torch.full((2,), 7.0), torch.full((2,), 1 + 2j)
    print("after torch.set_default_dtype(torch.float64):", c64.dtype, d64.dtype)
finally:
    torch.set_default_dtype(torch.float32)  # restore
torch.set_default_dtype(torch.bfloat16)
try:
    print("after torch.set_default_dtype(torch.bfloat16):", torch.full((2,), 1 + 2j).dtype)
finally:
    torch.set_default_dtype(torch.float32)  # restore
