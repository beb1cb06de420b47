# devices: cpu
import numpy as np
import torch

doc = " ".join(torch.asarray.__doc__.split())
start = doc.index("device (:class:`torch.device`, optional)")
print("docstring:", doc[start : doc.index("to be used.", start) + 11])
start = doc.index("When :attr:`obj` is a NumPy scalar")
print("docstring:", doc[start : doc.index("on the CPU", start) + 10])
start = doc.index("by default, be on the CPU device")
print("docstring:", doc[start : start + 32])
t = torch.arange(3.0)
a = np.arange(3.0)
with torch.device("meta"):
    from_tensor = torch.asarray(t)
    from_array = torch.asarray(a)
    from_scalar = torch.asarray(np.float64(1.5))
    from_buffer = torch.asarray(bytearray(4), dtype=torch.uint8)
print('under torch.device("meta"):')
print("torch.asarray(t) of the CPU tensor t:", from_tensor.device)
print("torch.asarray(a) of a NumPy array:", from_array.device)
print("torch.asarray(np.float64(1.5)):", from_scalar.device)
print("torch.asarray(bytearray(4), dtype=torch.uint8):", from_buffer.device)
