# devices: cpu
import torch

t = torch.tensor([1.0, 2.0])
r = torch.asarray(t, requires_grad=True)
print("asarray(t, requires_grad=True) is t:", r is t)
print("t.requires_grad afterwards:", t.requires_grad)
