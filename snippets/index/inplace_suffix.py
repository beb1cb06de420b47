import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = a.add(1)     # out-of-place: a new tensor
c = a.add_(1)    # in-place (trailing underscore): modifies a and returns it
print("b is a:", b is a)
print("c is a:", c is a)
print("a:", a)
