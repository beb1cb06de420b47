import torch

x = torch.zeros(4)
t = x.expand(3, 4)
try:
    t[...] = 1  # item assignment of a Python number to the whole expanded tensor
    print("t[...] = 1 wrote x:", x.tolist())
except RuntimeError as error:
    print("t[...] = 1 raised RuntimeError:", error)
