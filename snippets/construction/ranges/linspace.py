import torch

t = torch.linspace(0, 10, steps=5)  # 5 values, both ends included
one = torch.linspace(0, 10, steps=1)  # a single value
down = torch.linspace(5, 0, 3)    # end may be below start
print("linspace(0, 10, steps=5):", t.tolist(), t.dtype)
print("linspace(0, 10, steps=1):", one.tolist())
print("linspace(5, 0, 3):       ", down.tolist())
c = torch.linspace(0, 1j, 3)      # a complex end: complex64 (float16 default dtype: an error on the CPU, complex32 on meta)
print("linspace(0, 1j, 3):      ", c.tolist(), c.dtype)
for default in (torch.float64, torch.bfloat16):
    torch.set_default_dtype(default)
    try:
        print(f"linspace(0, 1j, 3) under a {default} default dtype:", torch.linspace(0, 1j, 3).dtype)
    finally:
        torch.set_default_dtype(torch.float32)  # restore
