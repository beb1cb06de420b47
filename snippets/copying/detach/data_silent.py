import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = a.sigmoid()
expected = (out * (1 - out)).detach()  # the true gradient of sigmoid
out.data.zero_()  # same change as before, but through .data
print("out._version:", out._version)
out.sum().backward()  # no error
print("a.grad:  ", a.grad)
print("expected:", expected)
