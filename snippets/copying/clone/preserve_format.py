import torch

t = torch.arange(6.0).reshape(2, 3).t()   # transposed: dense, not contiguous
print("t.stride():", t.stride())
print("t.clone().stride():", t.clone().stride())
print("preserve_format:", t.clone(memory_format=torch.preserve_format).stride())

n = torch.zeros(1, 3, 2, 2).to(memory_format=torch.channels_last)
print("n.stride():", n.stride())
print("n.clone().stride():", n.clone().stride())
