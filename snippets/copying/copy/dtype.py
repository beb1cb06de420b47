import torch

t = torch.zeros(3, dtype=torch.int64)
src = torch.tensor([1.7, -2.7, 3.5])
with torch.no_grad():  # no_grad changes nothing for this target; the rule is stated under it
    t.copy_(src)
print(t)
print("dtype:", t.dtype)
