# raises: TypeError
import torch

fixed = torch.linspace(0, 1, steps=5)  # steps given
print("torch.linspace(0, 1, steps=5):", fixed)
torch.linspace(0, 1)   # no steps
