import torch

w = torch.tensor([2.5], requires_grad=True)  # a leaf that requires grad
number = float(w)
print(number, type(number).__name__)
