import torch

with torch.inference_mode():
    i = torch.ones(3)
w = torch.ones(3, requires_grad=True)
y = w + i
print("i.is_inference():", i.is_inference())
print("y.grad_fn:", type(y.grad_fn).__name__)
y.sum().backward()
print("w.grad:", w.grad.tolist())
