import copy
import torch

p = torch.nn.Parameter(torch.zeros(3), requires_grad=False)  # a frozen Parameter
src = torch.ones(3, requires_grad=True)
p.copy_(src)  # grad mode on: p joins the graph
print("p.is_leaf:", p.is_leaf, "| p.grad_fn:", type(p.grad_fn).__name__)
q = copy.deepcopy(p)  # no error
print("type:", type(q).__name__, "| q.is_leaf:", q.is_leaf, "| q.requires_grad:", q.requires_grad)
print("q:", q.detach())
