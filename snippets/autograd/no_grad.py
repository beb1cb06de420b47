import torch

w = torch.ones(2, requires_grad=True)
with torch.no_grad():
    v = w[...]                  # a view of w
    dd = w.detach()
    dn = w.view(torch.float32)  # view with a dtype
with torch.inference_mode():
    u = w[...]
d = w.view(torch.float32)       # the same, with grad mode on
for name, t in (("no_grad:        v = w[...]", v), ("no_grad:        dd = w.detach()", dd),
                ("no_grad:        dn = w.view(torch.float32)", dn), ("inference_mode: u = w[...]", u),
                ("grad mode:      d = w.view(torch.float32)", d)):
    print(name, "| requires_grad:", t.requires_grad, "| is_leaf:", t.is_leaf, "| grad_fn:", t.grad_fn)
print("d shares the memory of w:", d.data_ptr() == w.data_ptr())
print("d._base:", d._base, "| dn._base:", dn._base)
(v * v).sum().backward()        # a backward pass through the view v made inside no_grad
print("after (v * v).sum().backward(): v.grad:", v.grad, "| w.grad:", w.grad)
v.requires_grad_()              # asked again: from now on v gets a .grad of its own
(v * v).sum().backward()
print("after v.requires_grad_() and a backward pass: v.grad:", v.grad, "| w.grad:", w.grad)
