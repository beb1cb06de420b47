# raises: TypeError
import torch

try:
    torch.Tensor([1, 2], requires_grad=True)
except TypeError:
    print("requires_grad=True: TypeError")
torch.Tensor([1, 2], dtype=torch.float64)
