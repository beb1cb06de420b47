import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2  # not a leaf, so in-place changes are allowed
d = y.detach()
print("start:          ", y._version, d._version)
d.add_(1)  # in-place through the detached tensor
print("after d.add_(1):", y._version, d._version)
y.mul_(2)  # in-place through the original
print("after y.mul_(2):", y._version, d._version)
with torch.inference_mode():
    i = torch.ones(3)  # an inference tensor
try:
    i._version
except RuntimeError as error:
    print("inference tensor:", error)
e = torch.tensor([1 + 2j, 3 - 4j]).conj().expand(3, 2)  # expanded, with the conjugate bit
try:
    e.detach().fill_(1)
except RuntimeError as error:
    print("expanded with the conjugate bit:", error)
