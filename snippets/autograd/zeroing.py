import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
(w * 2).sum().backward()
g = w.grad
w.grad.zero_()               # keep the tensor, fill it with zeros
print("after zero_():", w.grad)
(w * 3).sum().backward()
kept = w.grad
print("next backward:", w.grad, "| w.grad is g:", w.grad is g)
w.grad = None                # drop it
print("after = None: ", w.grad)
(w * 4).sum().backward()
print("next backward:", w.grad, "| w.grad is g:", w.grad is g)

v = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
(v * 2).sum().backward()
h = v.grad
v.grad.zero_()
(v * 3).sum().backward(create_graph=True)  # a gradient that is itself in a graph: a new tensor
print("with create_graph=True: v.grad is h:", v.grad is h)
