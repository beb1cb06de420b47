import torch

z = torch.tensor([1 + 2j, 3 - 4j])  # complex
c = z.conj()                        # with the conjugate bit set
print("c.is_conj():", c.is_conj())
try:
    c.new_tensor([1, 2])
except RuntimeError as e:
    error = str(e)
    print("c.new_tensor([1, 2]): RuntimeError:", error)

n = z.conj().imag  # the imaginary part of the conjugate: a float32 view with the negative bit set
print("n.dtype:", n.dtype, "| n.is_neg():", n.is_neg(), "| z.imag.is_neg():", z.imag.is_neg())
try:
    n.new_tensor([1, 2])
except RuntimeError as e:
    neg_error = str(e)
    print("n.new_tensor([1, 2]): RuntimeError:", neg_error)
