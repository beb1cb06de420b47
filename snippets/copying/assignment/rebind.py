import torch

a = torch.tensor([1, 2, 3])
b = a
a = a + 1      # builds a new tensor, then rebinds the name a
print("a:", a)
print("b:", b)
print("a is b:", a is b)
