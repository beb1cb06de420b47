import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = a + 2        # addition saves nothing for backward
c = out.detach()
c.zero_()
print("out:", out)
print("out._version:", out._version)
out.sum().backward()
print("a.grad:", a.grad)
