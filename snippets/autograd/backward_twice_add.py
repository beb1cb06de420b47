import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = (w + 2).sum()   # add and sum save no tensors
out.backward()
out.backward()        # no retain_graph, no error
print("w.grad:", w.grad)
