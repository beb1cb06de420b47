# raises: RuntimeError
import torch

t = torch.tensor([1.0, 2.0])  # two elements
t.item()
