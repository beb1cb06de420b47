import warnings

import torch

w = torch.tensor([2.5], requires_grad=True)  # a leaf that requires grad
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.no_grad():
        float(w)  # grad mode off
    quiet = len(caught)
    number = float(w)  # grad mode on
    first = len(caught) - quiet
    float(w)  # the same conversion again, in the same process
    again = len(caught) - quiet - first
for warning in caught:
    print(f"{warning.category.__name__}: {warning.message}")
print(number, type(number).__name__)
print("warnings: under torch.no_grad()", quiet, "| first float(w)", first, "| second float(w)", again)
