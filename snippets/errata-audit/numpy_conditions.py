# devices: cpu
import torch

n = torch.tensor([1.0 + 2.0j]).conj().imag  # the negative bit, not the conjugate bit
print("n.is_neg():", n.is_neg(), " n.is_conj():", n.is_conj())
try:
    n.numpy()
except RuntimeError as error:
    print("RuntimeError:", error)
w = torch.ones(2, requires_grad=True)
with torch.no_grad():
    a = w.numpy()
print("under torch.no_grad(), w.numpy():", a)
