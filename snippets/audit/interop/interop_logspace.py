# devices: cpu
import torch

try:
    torch.logspace(0, 1)
except TypeError as error:
    print("torch.logspace(0, 1): TypeError:", str(error).splitlines()[0])
print("steps=3:", torch.logspace(0, 2, steps=3).tolist())
for start, end in ((torch.tensor([0.0]), 2.0), (0.0, torch.tensor([[2.0]]))):
    try:
        torch.logspace(start, end, 3)
    except RuntimeError as error:
        print("RuntimeError:", error)
print("0-d tensors:", torch.logspace(torch.tensor(0.0), torch.tensor(2.0), 3).tolist())
o = torch.empty(3)
r = torch.logspace(0, 2, 3, out=o)
print("out=o returns o:", r is o, o.tolist())
made = torch.logspace(0, 2, 3)
print("layout:", made.layout, "| requires_grad:", made.requires_grad, "| with requires_grad=True:",
      torch.logspace(0, 2, 3, requires_grad=True).requires_grad)
with torch.device("meta"):
    on_meta = torch.logspace(0, 2, 3)
print('under torch.device("meta"):', on_meta.device)
