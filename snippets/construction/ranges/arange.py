import torch

a = torch.arange(5)            # end only: start=0, step=1; int arguments give int64
b = torch.arange(2, 8)         # start, end
c = torch.arange(0, 9, 3)      # start, end, step: 9 falls on a step
d = torch.arange(6, 0, -2)     # a negative step counts down
print("arange(5):        ", a)
print("arange(2, 8):     ", b)
print("arange(0, 9, 3):  ", c, " list(range(0, 9, 3)):", list(range(0, 9, 3)))
print("arange(6, 0, -2): ", d, " list(range(6, 0, -2)):", list(range(6, 0, -2)))
