# devices: cpu
import torch

z = torch.tensor([1 + 2j, 3 - 1j])
c = z.conj()                # a view with the conjugate bit set
a = c.numpy(force=True)     # plain c.numpy() would raise
print(a)
print("same address:", a.__array_interface__["data"][0] == c.data_ptr())
n = z.conj().imag           # a view with the negative bit set
b = n.numpy(force=True)
print(n.tolist(), b.tolist(), "same address:", b.__array_interface__["data"][0] == n.data_ptr())
