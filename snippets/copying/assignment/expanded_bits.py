import torch

z = torch.tensor([1 + 2j, 3 - 4j])
plain = z.expand(3, 2)               # complex, neither bit set
conjugated = z.conj().expand(3, 2)   # complex, the conjugate bit set
negative = z.conj().imag.expand(3, 2)  # float32, the negative bit set
for name, t in (("z.expand(3, 2)", plain), ("z.conj().expand(3, 2)", conjugated),
                ("z.conj().imag.expand(3, 2)", negative)):
    try:
        t.fill_(1)
        print(f"{name} ({t.dtype}): fill_(1) works")
    except RuntimeError as error:
        print(f"{name} ({t.dtype}): fill_(1) raises RuntimeError: {str(error).split('.')[0]}")
print("z:", z.tolist())
