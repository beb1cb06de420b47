import torch

base = torch.zeros(2, device="meta")  # "meta": shape and device, no data
r = base.new_tensor([1, 2])           # data is a Python list
print("base device:", base.device)
print("result device:", r.device)
