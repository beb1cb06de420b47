import torch

t = torch.zeros(3)
src = torch.ones(2, 3)
print("broadcast together:", torch.broadcast_shapes(t.shape, src.shape))
try:
    t.copy_(src)
except RuntimeError as error:
    print("RuntimeError:", error)
print("src.copy_(t):", tuple(src.copy_(t).shape), src.tolist())
