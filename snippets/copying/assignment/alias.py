import torch

a = torch.tensor([1, 2, 3])
b = a          # a second name for the same tensor object
a += 1         # in-place: changes the object both names refer to
print("b:", b)
print("a is b:", a is b)
