# devices: cpu
import numpy as np
import torch

big = np.arange(1.0, 4.0).astype(">f8")  # float64, big-endian
record = np.zeros(3, dtype=[("a", np.float32), ("b", np.uint8)])
field = record["a"]  # float32, one element every 5 bytes
print("big:", big.dtype.str, "| field:", field.dtype, "strides:", field.strides, "itemsize:", field.itemsize)

calls = {
    "torch.asarray(a)": lambda a: torch.asarray(a),
    "torch.asarray(a, copy=True)": lambda a: torch.asarray(a, copy=True),
    "torch.from_numpy(a)": lambda a: torch.from_numpy(a),
    "torch.as_tensor(a)": lambda a: torch.as_tensor(a),
    "torch.tensor(a)": lambda a: torch.tensor(a),
}
errors = {}
for name, a in (("big", big), ("field", field)):
    for call, convert in calls.items():
        try:
            convert(a)
        except ValueError as error:
            errors[name, call] = str(error)
        else:
            errors[name, call] = None
    messages = {errors[name, call] for call in calls}
    print(f"{name}: ValueError from all {len(calls)} calls:", None not in messages, "|", " / ".join(sorted(map(str, messages))))

a = np.arange(1.0, 4.0)
negative = {}  # copy= : the message torch.asarray(a[::-1], copy=...) raised with (None: no error)
for copy in (None, False, True):
    try:
        torch.asarray(a[::-1], copy=copy)
    except ValueError as error:
        negative[copy] = str(error)
    else:
        negative[copy] = None
print("a[::-1]: strides", a[::-1].strides, "| ValueError from torch.asarray with copy=None, False and True:",
      None not in negative.values())
print("message:", negative[True])
