# devices: cpu
import torch

print(torch.frombuffer(bytearray(8), dtype=torch.float32, count=-1).shape)
try:
    torch.frombuffer(bytearray(0), dtype=torch.float32, count=-1)
except ValueError as error:
    print("an empty bytearray raises", type(error).__name__ + ";", error)
