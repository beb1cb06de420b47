import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = a.sigmoid()  # sigmoid saves its output for backward
expected = (out * (1 - out)).detach()  # the true gradient of sigmoid
c = out.detach().clone()
c.zero_()          # change the copy, not the saved output
print("out._version:", out._version)
out.sum().backward()
print("a.grad:  ", a.grad)
print("expected:", expected)
