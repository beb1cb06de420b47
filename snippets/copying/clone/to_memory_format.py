import torch

t = torch.arange(6.0).reshape(2, 3).T  # transposed: dense, not contiguous
r = t.to(memory_format=torch.contiguous_format)
print("t.stride():", t.stride())
print("t.to(memory_format=torch.contiguous_format).stride():", r.stride(), "| same object:", r is t)
copied = t.to(memory_format=torch.contiguous_format, copy=True)
print("... with copy=True:", copied.stride())
print("t.contiguous().stride():", t.contiguous().stride())

n = torch.zeros(1, 3, 2, 2).to(memory_format=torch.channels_last)  # 4-D, channels_last
rn = n.to(memory_format=torch.contiguous_format)
print("n.to(memory_format=torch.contiguous_format).stride():", rn.stride(), "| same object:", rn is n)
v = torch.zeros(1, 3, 2, 2, 2).to(memory_format=torch.channels_last_3d)  # 5-D, channels_last_3d
rv = v.to(memory_format=torch.contiguous_format)
print("v.to(memory_format=torch.contiguous_format).stride():", rv.stride(), "| same object:", rv is v)
