# devices: cpu, cuda
import torch

s = torch.zeros(2, 2).to_sparse()
a = s.new_zeros(2, 2)
b = torch.zeros_like(s)
c = s.new_tensor([[1.0, 2.0]])
print("s:", s.layout)
print("new_zeros:", a.layout, " zeros_like:", b.layout)
print("new_tensor:", c.layout)
