# raises: RuntimeError
import torch

layer = torch.nn.Linear(3, 1)
w = layer.weight
print("is_leaf:", w.is_leaf, " requires_grad:", w.requires_grad)
w.copy_(torch.tensor([[1.0, 2.0, 3.0]]))
