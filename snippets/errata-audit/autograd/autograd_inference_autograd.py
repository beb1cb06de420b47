import torch

doc = " ".join(torch.inference_mode.__doc__.split())
print("docstring has “cannot be used in computations recorded by autograd”:",
      "cannot be used in computations recorded by autograd" in doc)
with torch.inference_mode():
    i = torch.ones(3)
w = torch.ones(3, requires_grad=True)
y = w + i
print("i.is_inference():", i.is_inference())
print("y.grad_fn:", type(y.grad_fn).__name__)
y.sum().backward()
print("w.grad:", w.grad.tolist())
try:
    w * i  # multiplication saves i for the backward pass
except RuntimeError as error:
    print("w * i raises RuntimeError:", error)
