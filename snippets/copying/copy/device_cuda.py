# devices: cuda
import torch

g = torch.zeros(3, device="cuda")  # a target on the GPU
t = torch.arange(3.0, device="cpu")  # a source on the CPU
out = g.copy_(t)
print("g.copy_(t):", g.device, g.tolist(), "| returns g:", out is g)
back = torch.zeros(3, device="cpu")
back.copy_(g)  # the other way: a CPU target, a GPU source
print("back.copy_(g):", back.device, back.tolist())
