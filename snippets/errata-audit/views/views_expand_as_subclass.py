# devices: cpu
import torch


class Tagged(torch.Tensor):
    pass


other = torch.zeros(2, 3).as_subclass(Tagged)
row = torch.ones(3)
a = row.expand_as(other)
b = row.expand(other.size())
print("row.expand_as(other):", type(a).__name__, tuple(a.shape))
print("row.expand(other.size()):", type(b).__name__, tuple(b.shape))
p = torch.nn.Parameter(torch.zeros(2, 3))  # a Parameter does not pass its type on
print("row.expand_as(p):", type(row.expand_as(p)).__name__, " row.expand(p.size()):", type(row.expand(p.size())).__name__)
