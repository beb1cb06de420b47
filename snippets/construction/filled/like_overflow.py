import torch

# likewise NaN, an infinity or 1e30 on an int64 input, 300 on a uint8 one

try:
    torch.full_like(torch.zeros(2, 3), 1 + 2j)   # a complex fill value, a float32 input
except RuntimeError as error:
    caught = error
    print("torch.full_like(torch.zeros(2, 3), 1 + 2j):", type(error).__name__, error)
