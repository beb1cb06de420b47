# raises: RuntimeError
import torch

a = torch.zeros(2)  # on the CPU
b = torch.zeros(2, device="meta")
print("a.to(b.device) + b:", (a.to(b.device) + b).device)  # the fix: one device for both
a + b
