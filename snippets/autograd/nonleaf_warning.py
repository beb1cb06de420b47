import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = w * 2                 # not a leaf
y.sum().backward()        # without inputs=: for the leaves
print("w.grad:", w.grad)
print("y.grad:", y.grad)  # warns
