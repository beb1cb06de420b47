# devices: cuda
import torch

a = torch.zeros(2, device="cuda")
s = torch.tensor(1.0)  # a 0-d tensor on the CPU
print("s.device:", s.device)
print("(a + s).device:", (a + s).device)
print("a + s:", a + s)
