import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
(w * 2).sum().backward()
first = w.grad.clone()
(w * 2).sum().backward()   # a second, fresh graph
print("after one backward: ", first)
print("after two backwards:", w.grad)
