import copy
import torch

p = torch.nn.Parameter(torch.ones(3))
p.grad = torch.full((3,), 2.0)  # a gradient, as after backward
q = copy.deepcopy(p)
print("type:", type(q).__name__, " requires_grad:", q.requires_grad)
print("q.grad:", q.grad)
f = torch.nn.Parameter(torch.arange(4.0), requires_grad=False)  # a frozen Parameter
pair = copy.deepcopy([f, f[1:]])  # the Parameter and a view of it, in one container
print("copies share memory:", pair[0].untyped_storage().data_ptr() == pair[1].untyped_storage().data_ptr())
layer = torch.nn.Linear(3, 2)
layer2 = copy.deepcopy(layer)
print("weight type:", type(layer2.weight).__name__)
print("same weight memory:", layer2.weight.data_ptr() == layer.weight.data_ptr())
print("equal weights:", torch.equal(layer2.weight, layer.weight))
