# devices: cpu
import torch

x = torch.tensor(5.0)  # 0-d
order = torch.arange(x.ndim - 1, -1, -1)  # the reversed order: empty when x.ndim is 0
print("torch.arange(x.ndim - 1, -1, -1):", order.tolist())
try:
    x.permute(*torch.arange(x.ndim - 1, -1, -1))  # the replacement for x.T that its docstring suggests
except TypeError as error:
    print("x.permute(*torch.arange(x.ndim - 1, -1, -1)): TypeError:", error)
