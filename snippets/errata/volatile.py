import torch
from torch.autograd import Variable

t = torch.ones(2, requires_grad=True)
v = Variable(t, volatile=True)   # the old way to switch autograd off
print("type:", type(v).__name__, "| v.requires_grad:", v.requires_grad)
d = t.detach()
print("type of t.detach():", type(d).__name__)
print("d.volatile:", d.volatile)
