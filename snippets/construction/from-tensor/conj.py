import torch

z = torch.tensor([1 + 2j, 3 - 4j]).conj()  # complex, with the conjugate bit set
print("z.is_conj():", z.is_conj())
try:
    z.new_tensor([1, 2])
except RuntimeError as e:
    error = str(e)
    print("z.new_tensor([1, 2]): RuntimeError:", error)

n = z.imag  # its imaginary part: a float32 view with the negative bit set
print("n.dtype:", n.dtype, "| n.is_neg():", n.is_neg())
try:
    n.new_tensor([1, 2])
except RuntimeError as e:
    neg_error = str(e)
    print("n.new_tensor([1, 2]): RuntimeError:", neg_error)
