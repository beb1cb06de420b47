import torch

src = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
t = torch.zeros(3)
t.copy_(src)
print("grad_fn:", type(t.grad_fn).__name__)
print("requires_grad:", t.requires_grad, " is_leaf:", t.is_leaf)
(t * torch.tensor([10.0, 20.0, 30.0])).sum().backward()
print("src.grad:", src.grad)
