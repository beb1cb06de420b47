# raises: RuntimeError
# devices: cuda
import torch

a = torch.zeros(2, device="cuda")
b = torch.zeros(2, device="cpu")
print("a + b.to(a.device):", (a + b.to(a.device)).device)  # the fix: one device for both
a + b
