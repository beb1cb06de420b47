# devices: cpu
import torch

n = torch.zeros(1, 2, 3, 3)
last = n.contiguous(memory_format=torch.channels_last)
print("n.is_contiguous():", n.is_contiguous(), " channels_last:", n.is_contiguous(memory_format=torch.channels_last))
print("last.is_contiguous():", last.is_contiguous(), " channels_last:", last.is_contiguous(memory_format=torch.channels_last))
print("last is n:", last is n, " last.contiguous(memory_format=torch.channels_last) is last:",
      last.contiguous(memory_format=torch.channels_last) is last)
