# devices: cpu
import warnings

import torch

t = torch.tensor([1.0, 2.0])
r = torch.asarray(t, requires_grad=True)
print("asarray(t, requires_grad=True) is t:", r is t)
print("t.requires_grad afterwards:", t.requires_grad)

w = torch.tensor([1.0, 2.0], requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    s = torch.asarray(w)
warned = [f"{c.category.__name__}: {str(c.message).split(' (Triggered internally')[0]}" for c in caught]
print("asarray(w) is w:", s is w)
print("w.requires_grad afterwards:", w.requires_grad)
for line in warned:
    print(line)
