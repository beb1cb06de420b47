# devices: cpu
import torch

s = torch.arange(6.0).untyped_storage()
t = torch.empty(0)
t.set_(s, 2, size=(2,))
print("t.set_(s, 2, size=(2,)):", t.tolist())
u = torch.empty(0)
try:
    u.set_(s, 2)
except TypeError as error:
    print("u.set_(s, 2): TypeError:", str(error).splitlines()[0])
