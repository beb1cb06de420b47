# devices: cpu
# raises: TypeError
import torch

m = torch.zeros(3, device="meta")
m.numpy()
