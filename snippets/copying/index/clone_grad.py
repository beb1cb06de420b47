import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = a.clone()
(b * 2 + b * 3).sum().backward()  # backward through the clone, used twice
print("a.grad:", a.grad)
print("b.is_leaf:", b.is_leaf)
print("b.grad:", b.grad)  # b is not a leaf
c = a.clone()
c.retain_grad()  # ask autograd to keep this non-leaf's gradient
(c * 2).sum().backward()
print("c.grad:", c.grad)
d = a.clone()
before = a.grad.clone()
(d * 2).sum().backward(inputs=[d])  # the gradient for d only
print("d.grad:", d.grad, "| a.grad changed:", not torch.equal(a.grad, before))
