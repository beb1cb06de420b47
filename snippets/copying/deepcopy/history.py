import copy
import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = copy.deepcopy(a)
(b * 2).sum().backward()  # backward through the copy
print("b.grad:", b.grad)
print("a.grad:", a.grad)
c = copy.deepcopy((a * 2).detach())  # detach first: no history to copy
print("c.grad_fn:", c.grad_fn, " c.requires_grad:", c.requires_grad)
