# devices: cpu
import torch

x = torch.arange(6.0)
y = x.view(2, 3)
print("x.view(2, 3) shares the storage of x:", y.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
try:
    x.view(4)
except RuntimeError as error:
    print("x.view(4): RuntimeError:", error)

pairs = torch.tensor([[1, 0, 2, 0]], dtype=torch.int16)
print("pairs.view(torch.int32):", pairs.view(torch.int32).tolist())
one = torch.tensor([[1]], dtype=torch.int32)
print("one.view(torch.int16):", one.view(torch.int16).tolist())

h = torch.zeros(8, dtype=torch.int16)
refused = {
    "a 0-d tensor": h[0],
    "stride(-1) 2": h[::2],
    "size(-1) 3": h[:3],
    "storage_offset() 1": h[1:5],
    "stride(0) 3": h.as_strided((2, 2), (3, 1)),
}
for what, t in refused.items():
    try:
        t.view(torch.int32)
        print(what + ": viewed")
    except RuntimeError:
        print(what + ": RuntimeError")
for what, t in {"a 0-d tensor": h[0], "stride(-1) 2": h[::2]}.items():  # the first two hold for a smaller dtype too
    try:
        t.view(torch.int8)
        print(what + ", view(torch.int8): viewed")
    except RuntimeError:
        print(what + ", view(torch.int8): RuntimeError")

b = torch.tensor([2, 1], dtype=torch.uint8).view(torch.bool)
print("b.view(torch.uint8):", b.view(torch.uint8).tolist())
