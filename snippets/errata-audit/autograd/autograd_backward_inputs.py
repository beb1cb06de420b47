import torch

w = torch.ones(2, requires_grad=True)
y = w * 2
y.retain_grad()
out = (y * y).sum()
out.backward(inputs=[w])
print("w.grad:", w.grad.tolist())
print("y.grad:", y.grad.tolist())
