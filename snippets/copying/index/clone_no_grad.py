import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with torch.no_grad():
    b = a.clone()   # grad mode off: nothing is recorded
print("b.requires_grad:", b.requires_grad, "| b.is_leaf:", b.is_leaf)
