# devices: cpu
import torch

r = torch.zeros(3, 1)
print("r.expand(-1, 4):", tuple(r.expand(-1, 4).shape))
front = r.expand(2, 3, 4)
print("r.expand(2, 3, 4):", tuple(front.shape), front.stride())
try:
    r.expand(-1, 3, 4)
except RuntimeError as error:
    print("r.expand(-1, 3, 4): RuntimeError:", error)

row = torch.ones(3)
m = torch.zeros(2, 3)
a = row.expand_as(m)
print("row.expand_as(m):", tuple(a.shape), " shares row's storage:", a.untyped_storage().data_ptr() == row.untyped_storage().data_ptr())

e = torch.zeros(1).expand(1000)
d = e.to(torch.float64)
print("e holds", e.untyped_storage().nbytes(), "bytes; e.to(torch.float64) holds", d.untyped_storage().nbytes())
