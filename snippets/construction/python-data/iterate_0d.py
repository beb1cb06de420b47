# raises: TypeError
import torch

list(torch.tensor(3.5))
