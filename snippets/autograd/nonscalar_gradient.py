import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = w * 2
y.backward(gradient=torch.tensor([1.0, 10.0, 100.0]))
print("w.grad:", w.grad)   # gradient * dy/dw
