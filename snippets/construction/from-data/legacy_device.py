# raises: RuntimeError
import torch

torch.Tensor([1, 2], device="meta")
