# raises: ValueError
import torch

rows = [torch.ones(2), torch.zeros(2)]  # two tensors of two elements each
torch.tensor(rows)
