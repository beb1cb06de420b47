import torch

a = torch.tensor([1, 2, 3])
b = a
a.add_(10)     # in-place method (trailing underscore)
print("after a.add_(10):", b)
a[0] = 9       # item assignment writes into the tensor
print("after a[0] = 9:  ", b)
print("a is b:", a is b)
