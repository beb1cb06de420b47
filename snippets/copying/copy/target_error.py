# raises: RuntimeError
import torch

t = torch.zeros(3).expand(2, 3)  # an expanded target: 6 elements on 3 memory locations
with torch.no_grad():
    t.copy_(torch.ones(2, 3))
