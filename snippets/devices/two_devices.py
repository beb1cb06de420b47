# raises: RuntimeError
import torch

a = torch.zeros(2)  # on the CPU
b = torch.zeros(2, device="meta")
print("a.to(b.device) + b:", (a.to(b.device) + b).device)  # the fix: move the CPU tensor
try:
    b.to(a.device)  # the other way fails: a meta tensor holds no data to copy
except NotImplementedError as exc:
    print("b.to(a.device): NotImplementedError:", exc)
a + b
