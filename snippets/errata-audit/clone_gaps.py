import torch

x = torch.arange(16.0).reshape(1, 4, 2, 2).to(memory_format=torch.channels_last)
s = x[:, ::2]  # every other channel: a source with gaps
c = s.clone()
print("c.stride():", c.stride())
print("c.is_contiguous():", c.is_contiguous())
print("channels_last:", c.is_contiguous(memory_format=torch.channels_last))
