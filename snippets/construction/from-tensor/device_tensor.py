import torch

base = torch.zeros(2, device="meta")
data = torch.tensor([1, 2])           # on the default device
r = base.new_tensor(data)
print("data device:", data.device)
print("result device:", r.device)
