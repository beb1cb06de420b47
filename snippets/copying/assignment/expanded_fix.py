import torch

x = torch.zeros(4)
e = x.expand(3, 4)
cloned = e.clone().add_(1)  # memory of its own for each element
made_contiguous = e.contiguous().add_(1)
print("e.clone().add_(1):", cloned.shape, cloned.stride(), cloned.sum().item())
print("e.contiguous().add_(1):", made_contiguous.shape, made_contiguous.stride(), made_contiguous.sum().item())
print("x:", x.tolist())
