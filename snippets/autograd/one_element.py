import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
for y in (w[:1] * 2, (w[:1] * 2).reshape(1, 1), w[:0] * 2):
    try:
        y.backward()   # no gradient argument
        print("shape", tuple(y.shape), "works, w.grad:", w.grad)
    except RuntimeError as e:
        print("shape", tuple(y.shape), "RuntimeError:", e)
    w.grad = None
