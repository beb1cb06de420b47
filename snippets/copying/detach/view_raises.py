# raises: RuntimeError
import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
v = a[:2]  # a view of a
print("v._is_view():", v._is_view())
v.detach_()
