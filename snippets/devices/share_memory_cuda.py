# devices: cuda
import torch

g = torch.ones(3, device="cuda")
before = g.is_shared()
address = g.data_ptr()
returned = g.share_memory_()
print("g.is_shared() before share_memory_():", before)
print("share_memory_() returned g:", returned is g, "| same address:", g.data_ptr() == address)
