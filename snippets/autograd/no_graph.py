# raises: RuntimeError
import torch

x = torch.tensor([1.0, 2.0, 3.0])   # requires_grad=False
out = (x * 2).sum()
print("out.requires_grad:", out.requires_grad, "| out.grad_fn:", out.grad_fn)
out.backward()
