import torch

v = torch.linspace(0, 3, 4)             # the exponents: 0, 1, 2, 3
ten = torch.logspace(0, 3, 4)           # 10 ** v
two = torch.logspace(0, 3, 4, base=2)   # 2 ** v
print("linspace(0, 3, 4):        ", v)
print("logspace(0, 3, 4):        ", ten, ten.dtype)
print("logspace(0, 3, 4, base=2):", two)
signature = torch.logspace.__doc__.strip().splitlines()[0]
print("base=10.0 in the docstring's signature:", "base=10.0" in signature)

start, end, steps, base = -1, 1, 3, 2.5   # negative and fractional exponents, a fractional base
made = torch.logspace(start, end, steps, base=base)
computed = torch.tensor(base, dtype=torch.float64) ** torch.linspace(start, end, steps, dtype=torch.float64)
print("logspace(-1, 1, 3, base=2.5):              ", made.tolist())
print("2.5 ** linspace in float64, as float32:    ", computed.float().tolist())

# exponents that float32 does not hold exactly are rounded to float32 first
inexact = torch.logspace(1.3, 2.3, 2)
exponents = torch.tensor([1.3, 2.3]).double()     # 1.3 and 2.3 rounded to float32
made13 = inexact.tolist()
exact13 = (10 ** torch.tensor([1.3, 2.3], dtype=torch.float64)).float().tolist()
print("logspace(1.3, 2.3, 2):                        ", made13)
print("10 ** [1.3, 2.3] in float64, as float32:      ", exact13)
print("10 ** ([1.3, 2.3] rounded to float32), float32:", (10 ** exponents).float().tolist())
