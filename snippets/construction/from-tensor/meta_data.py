import torch

base = torch.zeros(2)                     # on the default device
data = torch.tensor([1, 2], device="meta")  # no values to read
try:
    r = base.new_tensor(data)
    print("result device:", r.device)
except NotImplementedError as e:
    err = str(e)
    print("NotImplementedError:", err)
