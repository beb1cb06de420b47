import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)  # a leaf that requires grad
t = torch.tensor([w[0], w[1]])  # two 0-d tensors that require grad
print(t, t.requires_grad)
