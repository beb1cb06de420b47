# devices: cpu
import warnings

import torch

t = torch.tensor([1.0, 2.0])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    pinned = t.is_pinned("cuda")  # the device argument
    try:
        t.pin_memory("cpu")
    except (RuntimeError, NotImplementedError) as exc:  # the CPU is no accelerator
        outcome = type(exc).__name__
    else:
        outcome = "no error"
print("t.is_pinned('cuda'):", pinned)
print("t.pin_memory('cpu'):", outcome)
messages = [f"{c.category.__name__}: {str(c.message).split(' (Triggered internally')[0]}" for c in caught]
for line in messages:
    print(line)
