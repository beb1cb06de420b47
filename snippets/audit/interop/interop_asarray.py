# devices: cpu
import array
import ctypes

import numpy as np
import torch

source = torch.arange(3.0)
kinds = {
    "a tensor": source,
    "a NumPy array": np.arange(3.0),
    "a NumPy scalar": np.float32(1.5),
    "a DLPack capsule": torch.utils.dlpack.to_dlpack(torch.arange(3.0)),
    "a bytearray, with dtype=torch.uint8": bytearray(3),
    "a Python float": 1.5,
    "a list of ints": [1, 2],
}
for kind, obj in kinds.items():
    if kind.startswith("a bytearray"):
        made = torch.asarray(obj, dtype=torch.uint8)
    else:
        made = torch.asarray(obj)
    print(f"from {kind}: {made.dtype}, shape {tuple(made.shape)}")

scalars = {name: torch.asarray(value) for name, value in
           (("np.float32(1.5)", np.float32(1.5)), ("np.int16(3)", np.int16(3)), ("np.bool_(True)", np.bool_(True)))}
for name, made in scalars.items():
    print(f"torch.asarray({name}): {made.dtype}, {made.dim()}-d")
try:
    torch.asarray(np.float64(1.5), copy=False)
except RuntimeError as error:
    print("torch.asarray(np.float64(1.5), copy=False): RuntimeError:", str(error).strip())

print("torch.asarray([1, 2]):", torch.asarray([1, 2]).dtype, "| torch.asarray([1.5]):", torch.asarray([1.5]).dtype)
with torch.device("meta"):
    on_meta = torch.asarray([1.5, 2.5])
print('under torch.device("meta"), torch.asarray([1.5, 2.5]) is on', on_meta.device)

t = torch.arange(3.0)
capsule = torch.utils.dlpack.to_dlpack(t)
print("torch.asarray(capsule) shares t's memory:", torch.asarray(capsule).data_ptr() == t.data_ptr())
capsule = torch.utils.dlpack.to_dlpack(t)
print("torch.from_dlpack(capsule) shares t's memory:", torch.from_dlpack(capsule).data_ptr() == t.data_ptr())

buffer = bytearray(8)
shorts = torch.asarray(buffer, dtype=torch.int16)
shorts[0] = 258
print("torch.asarray(bytearray(8), dtype=torch.int16):", tuple(shorts.shape), "| after shorts[0] = 258, buffer[:2] is", list(buffer[:2]))

untyped = torch.asarray(bytearray(8))
print("torch.asarray(bytearray(8)):", untyped.dtype, tuple(untyped.shape))
torch.set_default_dtype(torch.float64)
untyped_64 = torch.asarray(bytearray(8))
torch.set_default_dtype(torch.float32)
print("with a float64 default dtype:", untyped_64.dtype, tuple(untyped_64.shape))
ints = torch.asarray(array.array("i", [1, 2]))
print("torch.asarray(array.array('i', [1, 2])):", ints.dtype, ints.tolist())
try:
    torch.asarray(memoryview(bytearray(8)).cast("P"))
except ValueError as error:
    print("a buffer of format 'P': ValueError:", error)
else:
    print("a buffer of format 'P': no error")
big_endian = (ctypes.c_uint32.__ctype_be__ * 2)(1, 2)
try:
    made = torch.asarray(big_endian)
except ValueError as error:
    print("a big-endian buffer: ValueError:", str(error).split(",")[0])
else:
    print("a big-endian buffer:", made.dtype, made.tolist())

w = torch.ones(2, requires_grad=True)
y = w * 2
kept = torch.asarray(y, requires_grad=True)
print("torch.asarray(y, requires_grad=True) is y:", kept is y, "| grad_fn:", type(kept.grad_fn).__name__)
