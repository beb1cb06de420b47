# raises: RuntimeError
import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
x = torch.tensor([1.0, 2.0, 3.0])   # requires_grad=False
out = (x * 2).sum()
print("out.requires_grad:", out.requires_grad, "| out.grad_fn:", out.grad_fn)
try:
    torch.autograd.backward([(w * 2).sum(), out])   # out passed second
except RuntimeError as e:
    print("out passed second:", e)
out.backward()
