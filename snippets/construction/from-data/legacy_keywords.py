# raises: TypeError
import torch

named = torch.Tensor(data=[1, 2])   # a positional argument, passed by name
print("torch.Tensor(data=[1, 2]):", named)

try:
    torch.Tensor([1, 2], requires_grad=True)
except TypeError:
    print("requires_grad=True: TypeError")
torch.Tensor([1, 2], dtype=torch.float64)
