# devices: cpu
import torch

t = torch.tensor([1.0, 2.0])
mps, xpu = getattr(torch.backends, "mps", None), getattr(torch, "xpu", None)
accelerator = (torch.cuda.is_available() or (mps is not None and mps.is_available())
               or (xpu is not None and xpu.is_available()))
print("CUDA, MPS or XPU available:", accelerator)
print("t.is_pinned():", t.is_pinned())
try:
    p = t.pin_memory()
except RuntimeError as exc:
    error = exc
    print("t.pin_memory(): RuntimeError")
else:
    error = None
    print("t.pin_memory().is_pinned():", p.is_pinned())
try:
    q = torch.tensor([1.0, 2.0], pin_memory=True)
except RuntimeError:
    q = None
    print("torch.tensor([1.0, 2.0], pin_memory=True): RuntimeError")
else:
    print("torch.tensor([1.0, 2.0], pin_memory=True).is_pinned():", q.is_pinned())
