import torch

t = torch.tensor([[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]])
rows = list(t)  # iterates over the first dimension
print(len(rows), [tuple(r.shape) for r in rows])
print([r._base is t for r in rows])

rows[0][0] = 100.0  # a write through the first row
print(t)
