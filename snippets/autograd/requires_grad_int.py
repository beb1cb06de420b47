# raises: RuntimeError
import torch

i = torch.tensor([1, 2, 3], requires_grad=True)   # int64
