import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = w * 2                           # not a leaf
(y * y).sum().backward(inputs=[y])  # the gradient for y only: d/dy = 2 * y
print("y.retains_grad:", y.retains_grad)
print("y.grad:", y.grad)
print("w.grad:", w.grad)
