import warnings

import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)  # a leaf that requires grad
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    t = torch.tensor([w[0], w[1]])  # the first conversion of the process, grad mode on
    first = len(caught)
    x = float(w[0])                 # then float() and complex() of a 0-d tensor that requires grad
    z = complex(w[0])
    later = len(caught) - first
for warning in caught:
    print(f"{warning.category.__name__}: {str(warning.message).splitlines()[0]}")
print(t.tolist(), x, z)
print("warnings: torch.tensor([w[0], w[1]])", first, "| then float(w[0]) and complex(w[0])", later)
