# devices: cpu
import torch

doc = " ".join(torch.logspace.__doc__.split())
start = doc.index("dtype (torch.dtype, optional)")
print("docstring:", doc[start : doc.index("computation in.", start) + 15])
logs = torch.logspace(0, 1, 5, base=4, dtype=torch.int64)
exponents = torch.linspace(0, 1, 5, dtype=torch.int64)
print("torch.logspace(0, 1, 5, base=4, dtype=torch.int64):", logs.tolist())
print("4 ** torch.linspace(0, 1, 5, dtype=torch.int64):", (4 ** exponents).tolist())
print("torch.logspace(0, 1, 5, base=4, dtype=torch.float64):", torch.logspace(0, 1, 5, base=4, dtype=torch.float64).tolist())
