# devices: cpu
import warnings

import torch

data = bytes(8)  # bytes objects are read-only
t = torch.frombuffer(data, dtype=torch.float32)
print("values:", t.tolist())

# the same call again in the same process
with warnings.catch_warnings(record=True) as caught_again:
    warnings.simplefilter("always")
    again = torch.frombuffer(bytes(8), dtype=torch.float32)
warned_again = [str(c.message) for c in caught_again]
print("a second call warns:", bool(warned_again), "| values:", again.tolist())
