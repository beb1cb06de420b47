import torch

a = torch.ones(2)  # on the CPU
b = torch.full((2,), 5.0, device="meta")
a += b  # in place: no error
print("a after a += b:", a)
a.add_(b)
a.mul_(b)
print("a after a.add_(b) and a.mul_(b):", a)
s = torch.tensor(1.0)  # a 0-d CPU tensor
print("(s + b).device:", (s + b).device)
