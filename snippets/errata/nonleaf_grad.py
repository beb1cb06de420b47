import warnings

import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
y = w * 3  # not a leaf
seen = {}


def hook(grad):
    seen["grad"] = grad.tolist()  # the gradient with respect to y, on its way to w
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # reading .grad of a non-leaf warns
        seen["y.grad"] = y.grad


y.register_hook(hook)
(y * y).sum().backward()
print("during backward: the hook receives", seen["grad"], "| y.grad then:", seen["y.grad"])
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    after = y.grad
print("after backward: y.grad:", after, "| w.grad:", w.grad.tolist())
