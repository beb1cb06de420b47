# devices: cpu
import numpy as np
import torch

doc = " ".join(torch.asarray.__doc__.split())
start = doc.index("the buffer is interpreted as an array of bytes")
print("docstring:", doc[start : doc.index("size of the datatype", start) + 20])
print("bytearray(4):", torch.asarray(bytearray(4), dtype=torch.uint8).tolist())
print("np.zeros(0):", torch.asarray(np.zeros(0, dtype=np.uint8)).shape)
try:
    torch.asarray(bytearray(), dtype=torch.uint8)
except ValueError as error:
    print("bytearray(): ValueError:", error)
