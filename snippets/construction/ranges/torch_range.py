import torch

r = torch.range(0, 3)    # deprecated
a = torch.arange(0, 3)
print("range(0, 3): ", r, r.dtype)
print("arange(0, 3):", a, a.dtype)
ints = torch.arange(0, 3 + 1)      # end + 1 for integers
floats = torch.linspace(0, 3, 4)   # both ends of a float interval
print("arange(0, 3 + 1):  ", ints)
print("linspace(0, 3, 4): ", floats)
