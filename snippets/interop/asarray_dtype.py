# devices: cpu
import torch

t = torch.tensor([1.0, 2.0, 3.0])  # float32
d = torch.asarray(t, dtype=torch.float64)
print("dtype=torch.float64:", d.dtype, "same memory:", d.data_ptr() == t.data_ptr())
try:
    torch.asarray(t, dtype=torch.float64, copy=False)
except ValueError as exc:
    error = exc
    print("dtype=torch.float64, copy=False: ValueError:", exc)
