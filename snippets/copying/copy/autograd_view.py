import torch

src = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
base = torch.zeros(2, 3)
t = base[0]  # the target is a view of base
t.copy_(src)
print("t.grad_fn:", type(t.grad_fn).__name__, " base.grad_fn:", type(base.grad_fn).__name__)  # not CopyBackwards
print("requires_grad:", t.requires_grad, base.requires_grad)
(base * torch.tensor([10.0, 20.0, 30.0])).sum().backward()
print("src.grad:", src.grad)
