# raises: TypeError
import torch

m = torch.ones(2, device="meta")
m.numpy()
