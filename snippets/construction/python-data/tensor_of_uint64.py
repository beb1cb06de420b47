# raises: TypeError
import torch

big = torch.tensor([5], dtype=torch.uint64)  # one element, uint64
torch.tensor([big])
