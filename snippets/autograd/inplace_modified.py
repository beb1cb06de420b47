# raises: RuntimeError
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x.sigmoid()  # sigmoid saves its output y for the backward pass
z = y * 2  # the out-of-place form: a new tensor, y untouched
z.sum().backward()
print("x.grad after y * 2:", x.grad)

y = x.sigmoid()
y.mul_(2)  # the in-place form changes the saved y
y.sum().backward()
