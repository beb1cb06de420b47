# devices: cpu
import torch

x = torch.zeros(1, 2, 3, 3)  # a contiguous 4-D CPU tensor
r = x.cpu(memory_format=torch.channels_last)
print("r is x:", r is x)
print("r shares x's memory:", r.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
print("r is channels_last:", r.is_contiguous(memory_format=torch.channels_last))
