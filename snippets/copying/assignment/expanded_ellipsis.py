import torch

x = torch.zeros(4)
e = x.expand(3, 4)
try:
    e[...] = 1  # item assignment of a Python number to the whole expanded tensor
    print("e[...] = 1 wrote x:", x.tolist())
except RuntimeError as error:
    print("e[...] = 1 raised RuntimeError:", error)
