import torch

t = torch.ones(3)                 # a plain tensor: requires_grad is False
p = torch.nn.Parameter(t)         # wrapped as a parameter, with no requires_grad argument
frozen = torch.nn.Parameter(torch.ones(3), requires_grad=False)
counts = torch.nn.Parameter(torch.arange(3), requires_grad=False)   # int64
layer = torch.nn.Linear(2, 1)     # modules build their weights as parameters
print("t.requires_grad:", t.requires_grad)
print("p.requires_grad:", p.requires_grad, "| p.is_leaf:", p.is_leaf)
print("frozen.requires_grad:", frozen.requires_grad)
print("counts:", counts.dtype, "| counts.requires_grad:", counts.requires_grad)
print("layer.weight.requires_grad:", layer.weight.requires_grad)
