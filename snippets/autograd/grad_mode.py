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
