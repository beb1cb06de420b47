# devices: cpu
import warnings

import torch

x = torch.tensor(5.0)
n = x.dim()  # 0
with warnings.catch_warnings(record=True):
    warnings.simplefilter("always")
    t = x.T
print("x.T:", tuple(t.shape), " t._base is x:", t._base is x)
dims = list(range(n - 1, -1, -1))  # n-1, n-2, ..., 0: none when n is 0
try:
    x.permute(*dims)
except TypeError as error:
    print("x.permute(*dims): TypeError:", error)
try:
    x.permute(*torch.arange(x.ndim - 1, -1, -1))  # the docstring's suggested replacement
except TypeError as error:
    print("x.permute(*torch.arange(x.ndim - 1, -1, -1)): TypeError:", error)
