import math

import torch

big = torch.arange(0, 10**17 + 1, 10**17)       # int arguments: the count is computed in integers
print("len(torch.arange(0, 10**17 + 1, 10**17)):", len(big), big.tolist())
print("len(range(0, 10**17 + 1, 10**17)):       ", len(range(0, 10**17 + 1, 10**17)))
print("math.ceil((10**17 + 1) / 10**17):        ", math.ceil((10**17 + 1) / 10**17))  # the quotient in double precision
as_double = torch.arange(0, 10**17 + 1, 10**17, dtype=torch.float64)  # dtype=: the count goes through double
print("len(torch.arange(0, 10**17 + 1, 10**17, dtype=torch.float64)):", len(as_double))

# the count comes from end - start + step - 1 in int64: beyond it, an empty tensor or an error
wrapped = torch.arange(0, 2**63 - 1, 2**63 - 1)
print("torch.arange(0, 2**63 - 1, 2**63 - 1):", wrapped.tolist(), " list(range(...)):", list(range(0, 2**63 - 1, 2**63 - 1)))
try:
    torch.arange(-2**62, 2**62, 2**61)
except RuntimeError as error:
    print("torch.arange(-2**62, 2**62, 2**61):", type(error).__name__, error)
agrees = torch.arange(0, 2**62, 2**62)            # end - start + step is 2**63, but end - start + step - 1 fits
print("torch.arange(0, 2**62, 2**62):", agrees.tolist(), " list(range(...)):", list(range(0, 2**62, 2**62)))
