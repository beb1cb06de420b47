import torch

print("signature line:", torch.as_tensor.__doc__.strip().splitlines()[0])
print(torch.as_tensor([1, 2], dtype=torch.float64).dtype)
try:
    torch.as_tensor([1, 2], torch.float64)
except TypeError as error:
    print("TypeError:", error)
