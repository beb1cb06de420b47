import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
(w * 2).sum().backward()
w.grad.zero_()               # keep the tensor, fill it with zeros
print("after zero_():", w.grad)
w.grad = None                # drop it
print("after = None: ", w.grad)
(w * 3).sum().backward()
print("next backward:", w.grad)
