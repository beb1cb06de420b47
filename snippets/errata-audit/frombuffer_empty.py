# devices: cpu
import torch

doc = " ".join(torch.frombuffer.__doc__.split())
start = doc.index("2. :attr:`count` is negative")
print("docstring:", doc[start : doc.index("of :attr:`dtype`.", start) + 17])
print(torch.frombuffer(bytearray(8), dtype=torch.float32, count=-1).shape)
try:
    torch.frombuffer(bytearray(0), dtype=torch.float32, count=-1)
except ValueError as error:
    print("an empty bytearray raises", type(error).__name__ + ";", error)
