import torch

w = torch.ones(3, requires_grad=True)
print("grad mode on:", torch.is_grad_enabled())
torch.nn.init.zeros_(w[:2])   # a fill of torch.nn.init on a slice of the leaf
print("w:", w.tolist(), "| w.is_leaf:", w.is_leaf, "| w.requires_grad:", w.requires_grad)
