import torch

x = torch.zeros(1, 2, 3, 4).to(memory_format=torch.channels_last)
s = x[:, :, ::2]                      # channels_last, every other row: has gaps
sc = s.clone()
print("s.stride():", s.stride())
print("s.clone().stride():", sc.stride())
print("s.contiguous().stride():", s.contiguous().stride())

t = torch.arange(12.0).reshape(3, 4).t()[:, ::2]   # transposed, every other column
tc = t.clone()
print("t.stride():", t.stride())
print("t.clone().stride():", tc.stride())
print("t.contiguous().stride():", t.contiguous().stride())
