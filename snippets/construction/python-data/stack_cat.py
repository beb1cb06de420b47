import torch

t = torch.arange(6.0).reshape(2, 3)
rows = list(t)  # views of t
stacked = torch.stack(rows)  # shape (2, 3) again
joined = torch.cat(rows)  # shape (6,)

t[0, 0] = 100.0  # a write to t afterwards
print(stacked)
print(joined)
