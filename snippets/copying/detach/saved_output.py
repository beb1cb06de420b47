# raises: RuntimeError
import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = a.sigmoid()  # sigmoid saves its output for backward
c = out.detach()
c.zero_()          # in-place change to the saved output
print("out._version:", out._version)
out.sum().backward()
