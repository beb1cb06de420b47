import torch

m = torch.ones(2, device="meta")  # a meta tensor as data
kept = torch.Tensor(m)
print("torch.Tensor(m).device:", kept.device)
try:
    torch.Tensor(m, device="meta")
except RuntimeError as e:
    error = str(e)
    print("torch.Tensor(m, device='meta'): RuntimeError:", error)
