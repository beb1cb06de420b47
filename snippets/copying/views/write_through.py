import torch

x = torch.tensor([[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]])
row = x[0]  # basic indexing: a view
picked = x[[0]]  # advanced indexing: a copy
row[0] = 100.0
picked[0, 1] = 200.0
print("x:", x.tolist())
print("row._base is x:", row._base is x, " picked._base:", picked._base)
print("x._version:", x._version)
