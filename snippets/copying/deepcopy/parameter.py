import copy
import torch

p = torch.nn.Parameter(torch.ones(3))
q = copy.deepcopy(p)
print("type:", type(q).__name__, " requires_grad:", q.requires_grad)
layer = torch.nn.Linear(3, 2)
layer2 = copy.deepcopy(layer)
print("weight type:", type(layer2.weight).__name__)
print("same weight memory:", layer2.weight.data_ptr() == layer.weight.data_ptr())
print("equal weights:", torch.equal(layer2.weight, layer.weight))
