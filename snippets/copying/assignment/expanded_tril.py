import torch

x = torch.ones(4)
e = x.expand(3, 4)  # 3 rows on the same 4 elements of x
e.tril_()           # row i zeroes its columns after i: each row zeroes part of x
print("after e.tril_(), x:", x.tolist())
y = torch.ones(4)
u = y.expand(3, 4)
u.triu_()           # row i zeroes its columns before i
print("after u.triu_(), y:", y.tolist())
