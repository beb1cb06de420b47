import copy
import torch


class Keep(torch.nn.Module):
    """A module that keeps its last output, as code that inspects activations does."""

    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(2, 2)

    def forward(self, x):
        self.last = self.lin(x)
        return self.last


keep = Keep()
sn = torch.nn.utils.spectral_norm(torch.nn.Linear(2, 2))  # the older function
psn = torch.nn.utils.parametrizations.spectral_norm(torch.nn.Linear(2, 2))  # its replacement
copied_before, copies, errors = {}, {}, {}
for name, m in (("module keeping its output", keep), ("spectral_norm module", sn), ("parametrizations.spectral_norm module", psn)):
    copied_before[name] = isinstance(copy.deepcopy(m), torch.nn.Module)  # no forward pass yet
    m(torch.ones(1, 2))  # one forward pass, grad mode on
    try:
        copies[name] = copy.deepcopy(m)
    except RuntimeError as error:
        errors[name] = error
    print(f"{name}: copied before a forward pass: {copied_before[name]}")
    error = errors.get(name)
    print(f"  after one: {type(error).__name__}: {str(error).split(' at the moment.')[0]} at the moment." if error else "  after one: copied")
print("keep.last is a leaf:", keep.last.is_leaf, "| sn.weight is a leaf:", sn.weight.is_leaf)
