import torch

layer = torch.nn.Linear(3, 1)
with torch.no_grad():
    layer.weight.copy_(torch.tensor([[1.0, 2.0, 3.0]]))
print(layer.weight)
print("is_leaf:", layer.weight.is_leaf, " grad_fn:", layer.weight.grad_fn)
