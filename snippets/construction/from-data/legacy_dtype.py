import torch

legacy = torch.Tensor([1, 2])
modern = torch.tensor([1, 2])
floats = torch.FloatTensor([1, 2])
longs = torch.LongTensor([1.7, 2.2])
print("torch.Tensor([1, 2]).dtype:", legacy.dtype)
print("torch.tensor([1, 2]).dtype:", modern.dtype)
print("torch.FloatTensor([1, 2]).dtype:", floats.dtype)
print("torch.LongTensor([1.7, 2.2]):", longs)
