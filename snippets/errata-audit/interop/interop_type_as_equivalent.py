# devices: cpu
import torch

doc = " ".join(torch.Tensor.type_as.__doc__.split())
start = doc.index("This is equivalent to")
print("docstring:", doc[start : doc.index("``self.type(tensor.type())``", start) + 28])
f = torch.ones(2)
m = torch.zeros(2, device="meta")
print("m.type():", m.type())
print("f.type_as(m):", f.type_as(m).device)
try:
    f.type(m.type())
except ValueError as error:
    print("f.type(m.type()): ValueError:", error)
