# raises: RuntimeError
import torch

w = torch.ones(3, requires_grad=True)   # a weight: a leaf that requires grad
w[:2].mul_(2)   # an in-place change to a slice of it
