import torch

t = torch.zeros(3, 4).t()              # transposed: not contiguous
e = torch.empty_like(t)
p = torch.empty_like(t, memory_format=torch.preserve_format)
c = torch.empty_like(t, memory_format=torch.contiguous_format)
n = t.new_empty(t.shape)
print("t:", t.stride())
print("empty_like:", e.stride())
print("preserve_format:", p.stride())
print("contiguous_format:", c.stride())
print("new_empty:", n.stride())
