import torch

x = torch.zeros(4)
e = x.expand(3, 4)  # 3 rows on the same 4 elements of x
e.fill_(7)  # one value for every element: each shared location receives it
print("after e.fill_(7), x:", x.tolist())
e.zero_()
print("after e.zero_(), x:", x.tolist())
