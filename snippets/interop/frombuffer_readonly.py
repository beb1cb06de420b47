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

# torch.set_warn_always(True): every such call warns from now on
torch.set_warn_always(True)
with warnings.catch_warnings(record=True) as caught_always:
    warnings.simplefilter("always")
    torch.frombuffer(bytes(8), dtype=torch.float32)
warned_always = [str(c.message) for c in caught_always]
print("after torch.set_warn_always(True), a third call warns:", bool(warned_always))
