import torch

c = torch.tensor([1 + 2j, 3 - 1j], requires_grad=True)
out = (c * c).sum()  # a complex scalar
try:
    out.backward()
except RuntimeError as error:
    print("RuntimeError:", error)
out.backward(torch.tensor(1 + 0j))  # a gradient to start from
print("c.grad:", c.grad)
print("2 * c: ", 2 * c.detach())
