import copy
import warnings

import torch

layer = torch.nn.Linear(3, 2)
layer2 = copy.deepcopy(layer)
print("weight is an nn.Parameter:", isinstance(layer2.weight, torch.nn.Parameter))
print("same weight memory:", layer2.weight.data_ptr() == layer.weight.data_ptr())
print("equal weights:", torch.equal(layer2.weight, layer.weight))
with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # this weight_norm is deprecated: it warns
    normed = torch.nn.utils.weight_norm(torch.nn.Linear(3, 2))
print("normed.weight is a leaf:", normed.weight.is_leaf, " grad_fn:", type(normed.weight.grad_fn).__name__)
try:
    copy.deepcopy(normed)
except RuntimeError as error:
    print("RuntimeError:", str(error).split("  ")[0])
with torch.no_grad():
    normed(torch.ones(1, 3))  # a forward pass under no_grad, as in evaluation
print("after a forward pass under no_grad, normed.weight is a leaf:", normed.weight.is_leaf)
print("copied:", isinstance(copy.deepcopy(normed), torch.nn.Linear))
with torch.no_grad(), warnings.catch_warnings():
    warnings.simplefilter("ignore")
    eval_normed = torch.nn.utils.weight_norm(torch.nn.Linear(3, 2))  # weight_norm under no_grad
print("weight_norm under no_grad, copied:", isinstance(copy.deepcopy(eval_normed), torch.nn.Linear))
normed(torch.ones(1, 3))  # a forward pass with grad mode on
try:
    copy.deepcopy(normed)
except RuntimeError as error:
    print("after a forward pass with grad mode on: RuntimeError:", str(error).split("  ")[0])
param = torch.nn.utils.parametrizations.weight_norm(torch.nn.Linear(3, 2))  # weight computed when read
param2 = copy.deepcopy(param)
print("parametrizations.weight_norm copied, equal weights:", torch.equal(param2.weight, param.weight))
