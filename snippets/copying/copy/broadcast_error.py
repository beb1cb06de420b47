# raises: RuntimeError
import torch

t = torch.zeros(3)
src = torch.ones(2, 3)  # (3,) and (2, 3) broadcast together, but to (2, 3)
right = torch.zeros(2, 3).copy_(src)  # a target shaped like src
print("right:", right)
t.copy_(src)
