# devices: cuda
import torch

g = torch.ones(1000, device="cuda")
blocking = g.to("cpu")
non_blocking = g.to("cpu", non_blocking=True)
torch.cuda.synchronize()
print("g.to('cpu'): pinned", blocking.is_pinned())
print("g.to('cpu', non_blocking=True): pinned", non_blocking.is_pinned())
