import torch

inputs = [torch.tensor(2.5), torch.tensor([2.5]), torch.tensor([[[2.5]]])]  # one element each
numbers = [x.item() for x in inputs]
for x, number in zip(inputs, numbers):
    print(tuple(x.shape), number, type(number).__name__)
