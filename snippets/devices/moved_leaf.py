# devices: cpu
import torch

w = torch.ones(3, requires_grad=True)
moved = w.to("meta")
print("w.to('meta'): is_leaf", moved.is_leaf, "| grad_fn", type(moved.grad_fn).__name__)
with torch.no_grad():
    no_grad_moved = w.to("meta")
print("under torch.no_grad(): is_leaf", no_grad_moved.is_leaf, "| requires_grad", no_grad_moved.requires_grad)

w64 = w.to(torch.float64)  # the same copy in the graph, to another dtype: backward runs on the CPU
w64.sum().backward()
print("w64.grad:", w64.grad)
print("w.grad:", w.grad)

made_there = torch.ones(3, device="meta", requires_grad=True)
detached = w.detach().to("meta").requires_grad_()
print("made on meta: is_leaf", made_there.is_leaf, "| detached, moved, requires_grad_(): is_leaf", detached.is_leaf)
