import copy

import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
print("before backward:", w.grad)
out = (w * w).sum()      # a scalar
out.backward()           # d(out)/dw = 2 * w
print("after backward: ", w.grad)
b = copy.deepcopy(w)     # a new leaf, reached by no backward pass
print("copy.deepcopy(w).grad:", b.grad, "| is_leaf:", b.is_leaf)

p = torch.nn.Parameter(torch.tensor([1.0, 2.0, 3.0]))
(p * p).sum().backward()
q = copy.deepcopy(p)     # a Parameter copies its data, not its .grad
print("p.grad:", p.grad, "| copy.deepcopy(p).grad:", q.grad)
layer = torch.nn.Linear(2, 1)
layer(torch.ones(1, 2)).sum().backward()
copied = copy.deepcopy(layer)
print("layer.weight.grad:", layer.weight.grad, "| copied.weight.grad:", copied.weight.grad)
