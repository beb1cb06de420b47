# devices: cpu
import torch

t = torch.arange(3.0)
with torch.device("meta"):
    copied = torch.tensor(t)
    cloned = t.detach().clone()
print("torch.tensor(t):", copied.device)
print("t.detach().clone():", cloned.device)
