import math

import torch

tenths = torch.arange(0, 1, 0.1)
print("arange(0, 1, 0.1):", tenths, "len", len(tenths))
print("its last value == torch.tensor(0.9):", tenths[-1].item() == torch.tensor(0.9).item())

start, end, step = 0.1, 0.4, 0.1
t = torch.arange(start, end, step)
print("(end - start) / step:", (end - start) / step)   # Python floats are doubles
print("ceil of it:          ", math.ceil((end - start) / step))
print("len(t):              ", len(t))
print("t:                   ", t, t.dtype)
print("t[-1] == torch.tensor(end):", t[-1].item() == torch.tensor(end).item())
