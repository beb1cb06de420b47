# raises: RuntimeError
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
x += 1   # in-place on a leaf that requires grad
