import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = a + 2
print("before: grad_fn", b.grad_fn.name(), "is_leaf", b.is_leaf)
r = b.detach_()
print("returns b itself:", r is b)
print("after: requires_grad", b.requires_grad, "grad_fn", b.grad_fn, "is_leaf", b.is_leaf)
