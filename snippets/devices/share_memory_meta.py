# devices: cpu
# raises: RuntimeError
import torch

m = torch.zeros(3, device="meta")
m.share_memory_()
