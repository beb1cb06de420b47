# devices: cpu
import numpy as np
import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
errors = {}
for name, convert in (("torch.from_dlpack", torch.from_dlpack), ("np.from_dlpack", np.from_dlpack)):
    try:
        convert(w)
    except (RuntimeError, BufferError) as exc:  # the class depends on the release
        errors[name] = (type(exc).__name__, str(exc))
        print(f"{name}(w): {type(exc).__name__}: {exc}")
with torch.no_grad():
    try:
        torch.from_dlpack(w)
    except (RuntimeError, BufferError) as exc:
        no_grad_error = (type(exc).__name__, str(exc))
        print("under torch.no_grad(), torch.from_dlpack(w):", type(exc).__name__)
d = torch.from_dlpack(w.detach())
print("torch.from_dlpack(w.detach()): same address:", d.data_ptr() == w.data_ptr())
