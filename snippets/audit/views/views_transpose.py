# devices: cpu
import warnings

import torch

a3 = torch.zeros(2, 3, 4)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    T = a3.T
    first = len(caught)
    a3.T  # a second time in the same process
print("warning:", caught[0].category.__name__, str(caught[0].message).split(" and ")[0])
print("warnings from the first a3.T:", first, " from the second:", len(caught) - first)
x = torch.zeros(2, 3, 4)
forms = {
    "x.permute(2, 0, 1)": x.permute(2, 0, 1),
    "x.permute((2, 0, 1))": x.permute((2, 0, 1)),
    "x.permute([2, 0, 1])": x.permute([2, 0, 1]),
    "x.permute(torch.Size([2, 0, 1]))": x.permute(torch.Size([2, 0, 1])),
}
for call, p in forms.items():
    print(call + ":", tuple(p.shape))

reversed_ = x.permute(2, 1, 0)  # n = 3: x.permute(n-1, n-2, ..., 0)
print("x.T:", tuple(x.T.shape), x.T.stride(), " x.permute(2, 1, 0):", tuple(reversed_.shape), reversed_.stride())
z = torch.tensor(5.0)  # n = 0: the order n-1, ..., 0 is empty
with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # Tensor.T on a 0-d tensor warns too
    zt = z.T
zp = z.permute(())
print("z.T:", tuple(zt.shape), zt._base is z, " z.permute(()):", tuple(zp.shape), zp._base is z)
