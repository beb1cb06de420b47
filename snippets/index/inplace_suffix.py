import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = a.add(1)     # out-of-place: a new tensor
print("after b = a.add(1):  a:", a.tolist(), "| b:", b.tolist(), "| b is a:", b is a)
c = a.add_(1)    # in-place (trailing underscore): modifies a and returns it
print("after c = a.add_(1): a:", a.tolist(), "| c is a:", c is a)
