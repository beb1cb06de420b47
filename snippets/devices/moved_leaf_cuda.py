# devices: cuda
import torch

w = torch.ones(3, device="cpu", requires_grad=True)
moved = w.cuda()
print("w.cuda(): is_leaf", moved.is_leaf, "| grad_fn", type(moved.grad_fn).__name__)
(moved * 2).sum().backward()
print("w.grad:", w.grad, "| on", w.grad.device)
