# devices: cuda
# raises: TypeError
import torch

g = torch.zeros(3, device="cuda")
g.numpy()
