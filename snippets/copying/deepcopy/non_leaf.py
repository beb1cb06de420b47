# raises: RuntimeError
import copy
import warnings

import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # create_graph=True warns of a reference cycle through a.grad
    (a * a).sum().backward(create_graph=True)  # a stays a leaf; a.grad has a grad_fn
print("a.is_leaf:", a.is_leaf, "| a.grad.is_leaf:", a.grad.is_leaf)
try:
    copy.deepcopy(a)  # copies a.grad too
except RuntimeError as error:
    print("copy.deepcopy(a): RuntimeError:", str(error).split("  ")[0])
b = a * 2  # not a leaf: it has a grad_fn
print("b.is_leaf:", b.is_leaf)
copy.deepcopy(b)
