import copy
import torch

a = torch.ones(2, 3, dtype=torch.float16).t()  # transposed: not contiguous
b = copy.deepcopy(a)
print("dtype:", b.dtype)
print("strides:", a.stride(), b.stride())
print("same device:", b.device == a.device)
z = torch.tensor([1 + 2j, 3 - 4j]).conj()  # the conjugate bit is set
zc = copy.deepcopy(z)
print("is_conj():", z.is_conj(), "->", zc.is_conj(), " same values:", torch.equal(zc, z))
n = z.imag  # the imaginary parts of z: the negative bit is set, every other float of z's storage
nc = copy.deepcopy(n)
print("is_neg():", n.is_neg(), "->", nc.is_neg(), " same values:", torch.equal(nc, n))
print("strides:", n.stride(), "->", nc.stride(), " storage_offset:", n.storage_offset(), "->", nc.storage_offset())
m = torch.ones(6, device="meta")[::2]  # a meta slice with a step
mc = copy.deepcopy(m)
print("meta copy on:", mc.device, " strides:", m.stride(), "->", mc.stride())
print("strides like m.clone():", mc.stride() == m.clone().stride())
