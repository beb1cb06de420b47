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

# the same call again, on another leaf that requires grad, in the same process
with warnings.catch_warnings(record=True) as caught_again:
    warnings.simplefilter("always")
    torch.asarray(torch.tensor([3.0, 4.0], requires_grad=True))
warned_again = [str(c.message) for c in caught_again]
print("a second torch.asarray call warns:", bool(warned_again))

# a view taken under torch.no_grad() of a leaf that requires grad is a leaf that requires grad
base = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with torch.no_grad():
    v = base[1:]
print("v = base[1:] under torch.no_grad(): is_leaf", v.is_leaf, "| requires_grad", v.requires_grad)
v.requires_grad_(False)
print("after v.requires_grad_(False):", v.requires_grad)
same_v = torch.asarray(v)
print("asarray(v) is v:", same_v is v, "| v.requires_grad afterwards:", v.requires_grad)
