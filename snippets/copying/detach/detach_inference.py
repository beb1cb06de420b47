import torch

a = torch.ones(3, requires_grad=True)
b = a * 2        # a non-leaf tensor
v = a[:2]        # a view
with torch.inference_mode():
    rb = b.detach_()
    rv = v.detach_()
print("b:", b.requires_grad, b.grad_fn.name())
print("v:", v.requires_grad, v.grad_fn.name())
