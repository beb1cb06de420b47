# raises: RuntimeError
import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
print("w * 2 saves for backward:", (w * 2).grad_fn._saved_other)
out = (w * w).sum()   # mul saves its inputs for backward
out.backward()        # no retain_graph=True: the saved tensors are freed
print("first backward: w.grad =", w.grad)
out.backward()        # same graph again
