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

calls = {  # left out, then passed as the signature's defaults
    "u.set_()": lambda: u.set_(),
    "u.set_(source=None)": lambda: u.set_(source=None),
    "u.set_(s)": lambda: u.set_(s),
    "u.set_(s, storage_offset=0)": lambda: u.set_(s, storage_offset=0),
}
for call, make in calls.items():
    try:
        print(call + ":", tuple(make().shape))
    except TypeError:
        print(call + ": TypeError")
