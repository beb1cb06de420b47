import torch

w = torch.ones(2, requires_grad=True)
with torch.no_grad():
    y = w * 2      # an ordinary result
    v = w[...]     # a view of w
with torch.inference_mode():
    z = w * 2
    u = w[...]
for name, t in (("no_grad:        y = w * 2", y), ("no_grad:        v = w[...]", v),
                ("inference_mode: z = w * 2", z), ("inference_mode: u = w[...]", u)):
    print(name, "| requires_grad:", t.requires_grad, "| is_leaf:", t.is_leaf, "| grad_fn:", t.grad_fn)
