# devices: cpu
import sys

import torch

doc = " ".join(torch.frombuffer.__doc__.split())
for start, end in (("The returned tensor and buffer", "same memory."), ("This function increments", "shared memory.")):
    print("docstring:", doc[doc.index(start) : doc.index(end, doc.index(start)) + len(end)])

b = bytearray(b"\x01" * 64)
t = torch.frombuffer(b, dtype=torch.uint8)
b.extend(b"\x02" * (1 << 22))  # 4 MiB more, and no BufferError
print("b.extend(4 MiB): no error; b moved:", torch.frombuffer(b, dtype=torch.uint8).data_ptr() != t.data_ptr())
b[:64] = b"\x07" * 64
print("then t sees b's new bytes:", bool((t == 7).all()))

owner = bytearray(16)
m = memoryview(owner)
before_owner, before_m = sys.getrefcount(owner), sys.getrefcount(m)
u = torch.frombuffer(m, dtype=torch.uint8)
print("references to owner: one more:", sys.getrefcount(owner) - before_owner)
print("references to m: one more:", sys.getrefcount(m) - before_m)
