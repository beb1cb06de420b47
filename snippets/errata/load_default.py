import inspect

import torch

first_line = torch.load.__doc__.strip().splitlines()[0]
default = inspect.signature(torch.load).parameters["weights_only"].default
print("the docstring's first line:", first_line)
print("the signature's default:   weights_only =", default)
