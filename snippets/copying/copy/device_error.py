# raises: NotImplementedError
import torch

t = torch.zeros(3)
src = torch.ones(3, device="meta")
t.copy_(src)  # a meta tensor has no values to copy
