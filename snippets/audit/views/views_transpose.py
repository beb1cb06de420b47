# devices: cpu
import warnings

import torch

a3 = torch.zeros(2, 3, 4)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    T = a3.T
print("warning:", caught[0].category.__name__, str(caught[0].message).split(" and ")[0])
x = torch.zeros(2, 3, 4)
forms = {
    "x.permute(2, 0, 1)": x.permute(2, 0, 1),
    "x.permute((2, 0, 1))": x.permute((2, 0, 1)),
    "x.permute([2, 0, 1])": x.permute([2, 0, 1]),
    "x.permute(torch.Size([2, 0, 1]))": x.permute(torch.Size([2, 0, 1])),
}
for call, p in forms.items():
    print(call + ":", tuple(p.shape))
