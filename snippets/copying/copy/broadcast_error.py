# raises: RuntimeError
import torch

t = torch.zeros(3)
src = torch.ones(2, 3)  # (3,) and (2, 3) broadcast together, but to (2, 3)
t.copy_(src)
