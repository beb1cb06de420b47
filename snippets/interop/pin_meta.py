# raises: RuntimeError
import torch

m = torch.empty(2, device="meta")  # a tensor with no data in CPU memory
m.pin_memory()
