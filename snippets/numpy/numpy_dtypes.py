# devices: cpu
import torch

for dtype in (torch.float16, torch.float32, torch.float64, torch.int8, torch.uint8, torch.bool, torch.complex64):
    print(dtype, "->", torch.zeros(2, dtype=dtype).numpy().dtype)
