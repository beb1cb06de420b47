import torch

source = torch.tensor([1.0, 2.0])
copy = torch.tensor(source)  # copy-constructing from a tensor: torch warns and advises
