# raises: RuntimeError
import torch

x = torch.zeros(2, dtype=torch.int64, requires_grad=True)
