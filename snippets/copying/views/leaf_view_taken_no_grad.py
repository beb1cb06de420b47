# raises: RuntimeError
import torch

w = torch.ones(3, requires_grad=True)
with torch.no_grad():
    v = w[:2]   # a view taken with grad mode off
v.mul_(2)       # changed in place with grad mode on
