# devices: cuda
# raises: RuntimeError
import torch

c = torch.ones(2, device="cpu").pin_memory()  # pin on the CPU first
g = c.to("cuda", non_blocking=True)  # then copy
print("c.is_pinned():", c.is_pinned())
g.pin_memory()
