# devices: cpu
import numpy as np
import torch

z = torch.tensor([1 + 2j, 3 - 4j])
n = z.conj().imag  # a view with the negative bit set
print("n:", n.tolist(), "is_neg():", n.is_neg())
b = np.from_dlpack(n)
u = torch.from_dlpack(n)
print("np.from_dlpack(n):", b.tolist())
print("torch.from_dlpack(n):", u.tolist(), "is_neg():", u.is_neg())
