# raises: RuntimeError
import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = a + 2
b.detach_()      # cuts b out of the graph, in place
out = (b * b * 3).mean()
print("out.requires_grad:", out.requires_grad)
out.backward()
