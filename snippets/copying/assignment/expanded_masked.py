import torch

x = torch.zeros(4)
e = x.expand(3, 4)
e.masked_fill_(e == 0, 5.0)  # a write by mask: allowed on e, with a warning
print("after e.masked_fill_(e == 0, 5.0), x:", x.tolist())
