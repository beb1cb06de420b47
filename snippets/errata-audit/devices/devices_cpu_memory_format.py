# devices: cpu
import torch

t = torch.arange(6.0).reshape(2, 3).t()  # transposed: not contiguous
r = t.cpu(memory_format=torch.contiguous_format)
print("r is t:", r is t)
print("r.is_contiguous():", r.is_contiguous())
print("r.stride():", r.stride())
