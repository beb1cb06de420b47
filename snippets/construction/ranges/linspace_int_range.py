import torch

errors = {}
try:
    torch.linspace(0, 1000, 3, dtype=torch.int8)          # 1000 does not fit in int8
except RuntimeError as error:
    errors["int8"] = error
wrapped = torch.linspace(-10, 10, 5, dtype=torch.uint8).tolist()   # -10 does not fit in uint8
last = torch.linspace(0, 2**63 - 1, 3, dtype=torch.int64).tolist()[-1]   # float64 rounds 2**63 - 1 up to 2**63
for name in ("uint16", "uint32", "uint64"):
    for steps in (2, 3, 7):   # with one step, no value is computed
        try:
            torch.linspace(0, 10, steps, dtype=getattr(torch, name))
        except RuntimeError as error:  # or its subclass NotImplementedError
            errors[f"{name} steps={steps}"] = error
print("linspace(0, 1000, 3, dtype=torch.int8):", type(errors["int8"]).__name__, errors["int8"])
print("linspace(-10, 10, 5, dtype=torch.uint8):", wrapped)
print("linspace(0, 2**63 - 1, 3, dtype=torch.int64)[-1]:", last, " float(2**63 - 1):", float(2**63 - 1))
for name in ("uint16", "uint32", "uint64"):
    print(f"linspace(0, 10, 3, dtype=torch.{name}):", type(errors[f"{name} steps=3"]).__name__, errors[f"{name} steps=3"])
