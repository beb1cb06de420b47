# raises: RuntimeError
import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = (w * w).sum()   # mul saves its inputs for backward
out.backward()
print("first backward: w.grad =", w.grad)
out.backward()        # same graph again
