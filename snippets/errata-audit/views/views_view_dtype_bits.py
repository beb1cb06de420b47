# devices: cpu
import torch

z = torch.tensor([1.0 + 2.0j, 3.0 + 4.0j])
c = z.conj()  # the conjugate bit: the same memory, read conjugated
print("c.dim():", c.dim(), " c.stride(-1):", c.stride(-1), " c.is_conj():", c.is_conj())
print("z.view(torch.float32):", z.view(torch.float32).tolist())
try:
    c.view(torch.float32)
except RuntimeError as error:
    print("c.view(torch.float32): RuntimeError:", error)
n = c.imag  # the negative bit
print("n.dtype:", n.dtype, " n.is_neg():", n.is_neg())
try:
    n.view(torch.int32)  # the same element size: no condition listed
except RuntimeError as error:
    print("n.view(torch.int32): RuntimeError:", error)
