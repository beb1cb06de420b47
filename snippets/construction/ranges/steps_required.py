# raises: TypeError
import torch

torch.linspace(0, 1)   # no steps
