import torch

x = torch.zeros(4)
e = x.expand(3, 4)
row = e[0]  # one row of e: 4 elements on 4 different locations
print("e.stride():", e.stride(), " e[0].stride():", row.stride())
row.add_(5)  # an in-place addition to the row, that is, to x
print("after e[0].add_(5), x:", x.tolist())
one = torch.zeros(4).expand(1, 4)  # a new dimension of size 1 repeats nothing
one.add_(1)
print("x.expand(1, 4).stride():", one.stride(), " after add_(1):", one.tolist())
w = torch.zeros(4)
windows = w.unfold(0, 2, 1)  # rows [w0, w1], [w1, w2], [w2, w3]: w1 and w2 shared, no stride 0
windows.add_(1)
print("w.unfold(0, 2, 1).stride():", windows.stride(), " after add_(1), w:", w.tolist())
