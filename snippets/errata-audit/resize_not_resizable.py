# devices: cpu
import numpy as np
import torch

t = torch.from_numpy(np.zeros(4, dtype=np.float64))
try:
    t.resize_(8)
except RuntimeError as error:
    print("RuntimeError:", error)
print("t.shape:", tuple(t.shape), "on", t.untyped_storage().nbytes(), "bytes")

f = torch.frombuffer(bytearray(10), dtype=torch.uint8)
try:
    f.resize_(20)
except RuntimeError as error:
    print("RuntimeError:", error)
print("f.shape:", tuple(f.shape), "on", f.untyped_storage().nbytes(), "bytes")
