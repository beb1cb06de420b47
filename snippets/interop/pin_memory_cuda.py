# devices: cuda
import torch

t = torch.tensor([1.0, 2.0], device="cpu")
p = t.pin_memory()
q = torch.tensor([1.0, 2.0], device="cpu", pin_memory=True)
print("t.is_pinned():", t.is_pinned())
print("t.pin_memory().is_pinned():", p.is_pinned())
print("torch.tensor([1.0, 2.0], device='cpu', pin_memory=True).is_pinned():", q.is_pinned())
