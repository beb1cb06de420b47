import warnings

import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)  # a leaf that requires grad
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.no_grad():
        torch.tensor([w[0], w[1]])  # grad mode off
    quiet = len(caught)
    t = torch.tensor([w[0], w[1]])  # two 0-d tensors that require grad, grad mode on
    first = len(caught) - quiet
    torch.tensor([w[0], w[1]])  # the same call again, in the same process
    again = len(caught) - quiet - first
for warning in caught:
    print(f"{warning.category.__name__}: {warning.message}")
print(t, t.requires_grad)
print("warnings: under torch.no_grad()", quiet, "| first call", first, "| second call", again)
