# raises: RuntimeError
import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
c = a.sigmoid().detach()
loss = c.sum()  # computed only from the detached tensor
print("loss.requires_grad:", loss.requires_grad)
loss.backward()
