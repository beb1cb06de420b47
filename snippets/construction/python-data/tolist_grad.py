import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)  # a leaf that requires grad
values = w.tolist()
print(values)
print([type(v).__name__ for v in values])
