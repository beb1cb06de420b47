import torch

src = torch.tensor([1.0, 2.0], requires_grad=True)
t = torch.tensor(src)  # copy-construct from a tensor
t[0] = 100.0
print("src:", src)
print("t.requires_grad:", t.requires_grad)
print("t.is_leaf:", t.is_leaf)
