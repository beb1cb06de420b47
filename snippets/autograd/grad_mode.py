import copy

import torch

w = torch.ones(2, requires_grad=True)
on = w * 2                          # grad mode on
with torch.no_grad():
    off = w * 2
with torch.inference_mode():
    inference = w * 2
with torch.set_grad_enabled(False):
    disabled = w * 2


@torch.no_grad()                    # the decorator form
def double(t):
    return t * 2


decorated = double(w)
for name, t in (("grad mode on:                   w * 2", on), ("torch.no_grad():                w * 2", off),
                ("torch.inference_mode():         w * 2", inference), ("torch.set_grad_enabled(False): w * 2", disabled),
                ("@torch.no_grad() def double:    double(w)", decorated)):
    fn = t.grad_fn.name() if t.grad_fn is not None else None
    print(name, "| requires_grad:", t.requires_grad, "| is_leaf:", t.is_leaf, "| grad_fn:", fn)

indices = {"w.max(dim=0)": w.max(dim=0).indices, "w.sort()": w.sort().indices, "w.topk(1)": w.topk(1).indices}
for name, t in indices.items():     # grad mode on: the values have a grad_fn, the indices none
    print(f"{name + ' indices:':<21}", t.dtype, "| requires_grad:", t.requires_grad, "| is_leaf:", t.is_leaf)

layer = torch.nn.Linear(2, 1)
layer.weight.requires_grad_(False)               # a frozen weight, as in fine-tuning
with torch.no_grad():
    copied = copy.deepcopy(w)                    # a copy of the leaf, requires_grad included
    model = copy.deepcopy(layer)
    made = torch.ones(2, requires_grad=True)     # asked to require grad
    turned = (w * 2).requires_grad_()
    wrapped = torch.nn.Parameter(torch.ones(2))
print("under torch.no_grad(): copy.deepcopy(w) requires_grad:", copied.requires_grad, "| is_leaf:", copied.is_leaf)
print("under torch.no_grad(): deep-copied module's weight requires_grad:", model.weight.requires_grad,
      "| bias requires_grad:", model.bias.requires_grad)
for name, t in (("requires_grad=True", made), ("requires_grad_()", turned), ("torch.nn.Parameter", wrapped)):
    print(f"under torch.no_grad(): {name:<18} requires_grad:", t.requires_grad, "| is_leaf:", t.is_leaf)
