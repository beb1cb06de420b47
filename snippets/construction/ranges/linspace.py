import torch

t = torch.linspace(0, 10, steps=5)  # 5 values, both ends included
one = torch.linspace(0, 10, steps=1)  # a single value
down = torch.linspace(5, 0, 3)    # end may be below start
print("linspace(0, 10, steps=5):", t.tolist(), t.dtype)
print("linspace(0, 10, steps=1):", one.tolist())
print("linspace(5, 0, 3):       ", down.tolist())
c = torch.linspace(0, 1j, 3)      # a complex end: complex64 (complex32 with a float16 default dtype)
print("linspace(0, 1j, 3):      ", c.tolist(), c.dtype)
