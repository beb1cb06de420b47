import torch

parts = [torch.tensor(1.5), torch.tensor([2.5])]  # a 0-d tensor and a one-element 1-d tensor
t = torch.tensor(parts)
print(t, tuple(t.shape))

parts[0].add_(10)  # a write to an input afterwards
print(t)
