# raises: RuntimeError
import torch

x = torch.zeros(4)
e = x.expand(3, 4)  # a view: 3 rows on the same 4 elements of x
print("e.stride():", e.stride())
e.add_(1)
