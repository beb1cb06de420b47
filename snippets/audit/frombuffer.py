# devices: cpu
import sys

import torch

buf = bytearray(range(10))
before = sys.getrefcount(buf)
part = torch.frombuffer(buf, dtype=torch.uint8, count=4, offset=2)
print("count=4, offset=2:", part.tolist(), part.dim())
print("references to buf: one more:", sys.getrefcount(buf) - before)
whole = torch.frombuffer(buf, dtype=torch.uint8)
print("no count, no offset:", whole.tolist())
try:
    torch.frombuffer(buf, dtype=torch.float32)  # 10 bytes: not a multiple of 4
except ValueError as error:
    print("float32 from 10 bytes: ValueError:", error)
print("float32 from 10 bytes, offset=2:", torch.frombuffer(buf, dtype=torch.float32, offset=2).shape)
print("requires_grad by default:", torch.frombuffer(bytearray(8), dtype=torch.float32).requires_grad)
print("requires_grad=True:", torch.frombuffer(bytearray(8), dtype=torch.float32, requires_grad=True).requires_grad)
try:
    torch.frombuffer(buf)
except TypeError as error:
    print("TypeError:", error)
