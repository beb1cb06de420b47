# devices: cpu
import torch

w = torch.ones(2, requires_grad=True)
y = w * 3
for label, gradient in (("of shape (1, 2)", torch.ones(1, 2)), ("on meta", torch.ones(2, device="meta"))):
    try:
        y.backward(gradient, retain_graph=True)
    except RuntimeError as error:
        print(f"a gradient {label} raises RuntimeError:", error)
y.backward(torch.ones(2, dtype=torch.float64), retain_graph=True)
print("a float64 gradient is accepted, w.grad:", w.grad.dtype, w.grad.tolist())
w.grad = None

g = torch.ones(2, requires_grad=True)
y.backward(g)
print("gradient g requires grad:", g.requires_grad, "| w.grad requires grad:", w.grad.requires_grad)

c = torch.ones(2, requires_grad=True)
(c**3).sum().backward(create_graph=True)
print("with create_graph=True, c.grad:", c.grad.tolist(), "| c.grad.grad_fn is None:", c.grad.grad_fn is None)
(second,) = torch.autograd.grad(c.grad.sum(), c)
print("its own gradient:", second.tolist())

x = torch.ones(2, requires_grad=True)
e = x.exp()
calls = []
e.grad_fn.register_prehook(lambda grad_outputs: calls.append("e.grad_fn"))
(e * e).sum().backward(inputs=[e])
print("backward(inputs=[e]) ran e.grad_fn:", calls == ["e.grad_fn"], "| x.grad:", x.grad)

d = torch.ones(2, requires_grad=True)
try:
    (d * d).sum().backward(inputs={"d": d})
    print("inputs as a dict, d.grad:", d.grad.tolist())
except (RuntimeError, TypeError) as error:
    print("inputs as a dict raises", type(error).__name__ + ":", error)
