import torch

w = torch.ones(3, requires_grad=True)
with torch.no_grad():
    d = w * 2
    v = w[:2]
print("w * 2 requires grad:", d.requires_grad)
print("w[:2] requires grad:", v.requires_grad)
