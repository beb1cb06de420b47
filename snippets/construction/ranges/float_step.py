import math
import torch

start, end, step = 0.1, 0.4, 0.1
t = torch.arange(start, end, step)
print("(end - start) / step:", (end - start) / step)
print("ceil of it:          ", math.ceil((end - start) / step))
print("len(t):              ", len(t))
print("t:                   ", t)
