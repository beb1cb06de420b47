import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = w + 2
z = y * y
c = torch.empty(3).copy_(w)  # an in-place copy of w into a new tensor
f = w // 2                   # floor division


def names(node):
    # name() rather than the node itself: a node prints with its memory address
    return [type(n).__name__ if n is not None else None for n, _ in node.next_functions]


print("w.grad_fn:", w.grad_fn)
print("y.grad_fn:", y.grad_fn.name(), "| y.requires_grad:", y.requires_grad)
print("z.grad_fn:", z.grad_fn.name())
print("c.grad_fn:", c.grad_fn.name())
print("f.grad_fn:", f.grad_fn.name())
print("z.grad_fn.next_functions:", names(z.grad_fn))
print("y.grad_fn.next_functions:", names(y.grad_fn))
