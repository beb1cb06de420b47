import torch

t = torch.ones(2)
print("t.is_leaf:", t.is_leaf, "| t.requires_grad:", t.requires_grad)
try:
    t.retain_grad()
except RuntimeError as error:
    print("t.retain_grad() raises RuntimeError:", error)
