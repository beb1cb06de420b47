# devices: cpu
import warnings

import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
# first, a call that passes requires_grad=
with warnings.catch_warnings(record=True) as caught_explicit:
    warnings.simplefilter("always")
    torch.asarray(w, requires_grad=True)
warned_explicit = [str(c.message) for c in caught_explicit]
print("torch.asarray(w, requires_grad=True) warns:", bool(warned_explicit))

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    s = torch.asarray(w)
warned = [f"{c.category.__name__}: {str(c.message).split(' (Triggered internally')[0]}" for c in caught]
print("asarray(w) is w:", s is w)
print("w.requires_grad afterwards:", w.requires_grad)
for line in warned:
    print(line)

# the same call again, on a non-leaf that requires grad, in the same process
n = torch.tensor([3.0, 4.0], requires_grad=True) * 2
with warnings.catch_warnings(record=True) as caught_again:
    warnings.simplefilter("always")
    torch.asarray(n)
warned_again = [str(c.message) for c in caught_again]
print("a second torch.asarray call, on a non-leaf, warns:", bool(warned_again))

# a view taken under torch.no_grad() of a leaf that requires grad is a leaf that requires grad
base = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with torch.no_grad():
    v = base[1:]
print("v = base[1:] under torch.no_grad(): is_leaf", v.is_leaf, "| requires_grad", v.requires_grad)
v.requires_grad_(False)
print("after v.requires_grad_(False):", v.requires_grad)
same_v = torch.asarray(v)
print("asarray(v) is v:", same_v is v, "| v.requires_grad afterwards:", v.requires_grad)

# the same view taken in inference mode is a leaf that requires grad too, and no inference tensor
base_i = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with torch.inference_mode():
    vi = base_i[1:]
print("vi = base_i[1:] in inference mode: is_leaf", vi.is_leaf, "| requires_grad", vi.requires_grad,
      "| is_inference()", vi.is_inference())
vi.requires_grad_(False)
print("after vi.requires_grad_(False):", vi.requires_grad)
same_vi = torch.asarray(vi)
print("asarray(vi) is vi:", same_vi is vi, "| vi.requires_grad afterwards:", vi.requires_grad)

# torch.set_warn_always(True): every such call warns from now on
torch.set_warn_always(True)
with warnings.catch_warnings(record=True) as caught_always:
    warnings.simplefilter("always")
    torch.asarray(torch.tensor([5.0], requires_grad=True))
warned_always = [str(c.message) for c in caught_always]
print("after torch.set_warn_always(True), a third torch.asarray call warns:", bool(warned_always))
