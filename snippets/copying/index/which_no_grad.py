import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with torch.no_grad():
    b = a.clone()   # grad mode off: the clone is not recorded
with torch.inference_mode():
    c = a.clone()   # nor in inference mode
print("under torch.no_grad(): b.requires_grad:", b.requires_grad, "| b.is_leaf:", b.is_leaf)
print("in inference mode: c.requires_grad:", c.requires_grad, "| c.is_leaf:", c.is_leaf)
