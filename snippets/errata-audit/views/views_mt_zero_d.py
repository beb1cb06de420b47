# devices: cpu
import warnings

import torch

x = torch.tensor(5.0)  # 0-d: no dimensions to transpose
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    m = x.mT
print("x.mT is x:", m is x, " m._is_view():", m._is_view())
print("warning:", str(caught[0].message).split(" (Triggered")[0])
try:
    x.transpose(-2, -1)
except IndexError as error:
    print("x.transpose(-2, -1): IndexError:", error)
