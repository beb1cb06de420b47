import torch

f = torch.zeros(2)                     # float32
i = torch.zeros(2, dtype=torch.int64)
a = f.new_full((2,), 7)                # int fill value, float base
b = i.new_full((2,), 2.5)              # float fill value, integer base
c = torch.full_like(i, 2.5)            # the same with full_like
print("a:", a.dtype, a.tolist())
print("b:", b.dtype, b.tolist())
print("c:", c.dtype, c.tolist())
