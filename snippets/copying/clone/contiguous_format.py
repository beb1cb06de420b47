import torch

t = torch.arange(6.0).reshape(2, 3).t()
tc = t.clone(memory_format=torch.contiguous_format)
print("tc.stride():", tc.stride(), "contiguous:", tc.is_contiguous())

n = torch.zeros(1, 3, 2, 2).to(memory_format=torch.channels_last)
nc = n.clone(memory_format=torch.contiguous_format)
print("nc.stride():", nc.stride(), "contiguous:", nc.is_contiguous())
