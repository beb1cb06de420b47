# devices: cpu
import torch

x = torch.arange(6.0).view(2, 3)
print("x.narrow(dim=0, start=0, length=1):", x.narrow(dim=0, start=0, length=1).tolist())
try:
    x.narrow(dimension=0, start=0, length=1)
except TypeError as error:
    print("x.narrow(dimension=0, start=0, length=1): TypeError:", str(error).splitlines()[0])
