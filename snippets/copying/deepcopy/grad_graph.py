import copy
import warnings

import torch

g = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # create_graph=True warns of a reference cycle through g.grad
    (g * g).sum().backward(create_graph=True)  # for second derivatives: g.grad has a history
print("g.is_leaf:", g.is_leaf, "| g.grad.grad_fn:", type(g.grad.grad_fn).__name__)
try:
    copy.deepcopy(g)
except RuntimeError as error:
    print("RuntimeError:", str(error).split("  ")[0])
p = torch.nn.Parameter(torch.tensor([1.0, 2.0, 3.0]))
model = torch.nn.Linear(3, 1)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    (p * p).sum().backward(create_graph=True)
    (model(torch.ones(1, 3)) ** 2).sum().backward(create_graph=True)
print("p.grad.grad_fn:", type(p.grad.grad_fn).__name__, "| copy.deepcopy(p).grad:", copy.deepcopy(p).grad)
print("copy.deepcopy(model).weight.grad:", copy.deepcopy(model).weight.grad)
g.grad = g.grad.detach()  # the same values, without the history
h = copy.deepcopy(g)
print("h.grad:", h.grad, "| h.grad.grad_fn:", h.grad.grad_fn)
