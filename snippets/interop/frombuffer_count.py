# devices: cpu
# raises: ValueError
import torch

exact = torch.frombuffer(bytearray(8), dtype=torch.float32, count=2)  # 8 bytes = 2 * 4
print("count=2 from 8 bytes:", exact.tolist())
torch.frombuffer(bytearray(8), dtype=torch.float32, count=3)  # 3 * 4 = 12 bytes needed
