import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)  # a leaf that requires grad
try:
    x[0] = 5  # x[0] is a view of x: the write goes through that view
except RuntimeError as error:
    print("x[0] = 5: RuntimeError:", error)
try:
    x[:2] = 5
except RuntimeError as error:
    print("x[:2] = 5: RuntimeError:", error)
try:
    x[0] += 1
except RuntimeError as error:
    print("x[0] += 1: RuntimeError:", error)
print("x:", x.tolist())
