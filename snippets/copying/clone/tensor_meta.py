# devices: cpu
import torch

m = torch.ones(3, device="meta")  # a meta tensor: no data
n = torch.tensor(m)               # no default device is set
print("n.device:", n.device)
