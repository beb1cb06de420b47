# devices: cpu
import torch
from torch import nn

t = torch.arange(3.0)
t.to("meta")  # the moved tensor is returned, and dropped here
print("after t.to('meta'):", t.device)
t = t.to("meta")
print("after t = t.to('meta'):", t.device)

model = nn.Linear(2, 2)
held = model.weight  # a reference taken before the move
returned = model.to("meta")
print("model.to('meta') is model:", returned is model, "| weight on", model.weight.device)
print("held is model.weight:", held is model.weight, "| held on", held.device)
