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
