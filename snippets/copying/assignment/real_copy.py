import torch

a = torch.tensor([1, 2, 3])
b = a.clone()  # a second tensor, in new memory
a += 1
print("a:", a)
print("b:", b)
