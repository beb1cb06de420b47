# devices: cpu
import torch

doc = " ".join(torch.Tensor.numpy.__doc__.split())
print("docstring:", doc[doc.index("the conversion is performed only if") : doc.index("does not require grad,") + 22])
w = torch.ones(2, requires_grad=True)
with torch.no_grad():
    a = w.numpy()
    print("under torch.no_grad(), w.requires_grad:", w.requires_grad, "| w.numpy():", a)
