import torch

src = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
t = torch.zeros(3, dtype=torch.int64)   # an integer target
t.copy_(src)
print(t)
print("requires_grad:", t.requires_grad, " is_leaf:", t.is_leaf, " grad_fn:", t.grad_fn)
