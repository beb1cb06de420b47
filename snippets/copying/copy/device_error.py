# raises: NotImplementedError
import torch

t = torch.zeros(3)
src = torch.ones(3, device="meta")
with torch.no_grad():  # no_grad changes nothing for this target; the rule is stated under it
    t.copy_(src)  # a meta tensor has no values to copy
