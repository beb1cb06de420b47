import torch

base = torch.zeros(2)
data = torch.tensor([1.0, 2.0])
r = base.new_tensor(data)   # tensor data: warns
s = base.new_tensor([1.0, 2.0])  # list data: no warning
print("done")
