# raises: RuntimeError
import torch

w = torch.ones(3, requires_grad=True)
out = w * 2
print("out.detach().numpy():", out.detach().numpy())
out.numpy()
