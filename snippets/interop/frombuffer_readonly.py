# devices: cpu
import torch

data = bytes(8)  # bytes objects are read-only
t = torch.frombuffer(data, dtype=torch.float32)
print("values:", t.tolist())
