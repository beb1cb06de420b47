# devices: cpu
import torch

t = torch.zeros(3)
a = t.numpy()
moved = t.to("meta")
t.add_(1)
print("a after t.add_(1):", a)
print("a still at t's address:", a.__array_interface__["data"][0] == t.data_ptr(), "| moved is on", moved.device)
