# raises: RuntimeError
import torch

w = torch.ones(3, requires_grad=True)
with torch.inference_mode():
    v = w[:2]   # a view taken in inference mode
v.mul_(2)       # changed in place outside inference mode
