import torch

a = torch.zeros(2)
b = torch.ones(2)
print("torch.cat(tensors=[a, b]):", torch.cat(tensors=[a, b]).tolist())
try:
    torch.cat(seq=[a, b])
except TypeError as error:
    print("torch.cat(seq=[a, b]): TypeError:", error)
