# devices: cpu
import warnings

import torch

a3 = torch.zeros(2, 3, 4)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    T = a3.T
print("a3.T:", tuple(T.shape), T.stride(), " a3.permute(2, 1, 0):", tuple(a3.permute(2, 1, 0).shape), a3.permute(2, 1, 0).stride())
print("warning:", caught[0].category.__name__, str(caught[0].message).split(" and ")[0])
b = torch.zeros(5, 2, 3)
print("b.mT:", tuple(b.mT.shape), b.mT.stride(), " b.transpose(-2, -1):", tuple(b.transpose(-2, -1).shape), b.transpose(-2, -1).stride())
x = torch.zeros(2, 3, 4)
forms = {
    "x.permute(2, 0, 1)": x.permute(2, 0, 1),
    "x.permute((2, 0, 1))": x.permute((2, 0, 1)),
    "x.permute([2, 0, 1])": x.permute([2, 0, 1]),
    "x.permute(torch.Size([2, 0, 1]))": x.permute(torch.Size([2, 0, 1])),
}
for call, p in forms.items():
    print(call + ":", tuple(p.shape))
