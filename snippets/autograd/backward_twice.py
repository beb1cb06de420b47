# raises: RuntimeError
import torch

k = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
kept = (k * k).sum()
kept.backward(create_graph=True)  # retain_graph follows create_graph: the saved tensors are kept
kept.backward()
print("after backward(create_graph=True), a second backward: k.grad =", k.grad.detach())
freed = (k * k).sum()
freed.backward(create_graph=True, retain_graph=False)
try:
    freed.backward()
except RuntimeError:
    print("after backward(create_graph=True, retain_graph=False), a second backward: RuntimeError")

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
print("w * 2 saves for backward:", (w * 2).grad_fn._saved_other)
out = (w * w).sum()   # mul saves its inputs for backward
out.backward()        # no retain_graph=True: the saved tensors are freed
print("first backward: w.grad =", w.grad)
out.backward()        # same graph again
