import math
from decimal import Decimal

import torch

print("0.1 as stored:", Decimal(0.1))   # the exact value of the double
tenths = torch.arange(0, 1, 0.1)
print("arange(0, 1, 0.1):", tenths, "len", len(tenths))

start, end, step = 0.1, 0.4, 0.1
t = torch.arange(start, end, step)
print("(end - start) / step:", (end - start) / step)
print("ceil of it:          ", math.ceil((end - start) / step))
print("len(t):              ", len(t))
print("t:                   ", t)
