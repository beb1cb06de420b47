import torch

torch.set_default_dtype(torch.float64)
try:
    legacy = torch.Tensor([1, 2])
    floats = torch.FloatTensor([1, 2])
finally:
    torch.set_default_dtype(torch.float32)  # restore
print("default float64, torch.Tensor:", legacy.dtype)
print("default float64, torch.FloatTensor:", floats.dtype)
