# devices: cpu
import torch

doc = " ".join(torch.set_default_dtype.__doc__.split())
if "Supports floating point dtype" in doc:
    start = doc.index("Supports floating point dtype")
    print("docstring:", doc[start : doc.index("as inputs.", start) + 10])
print("torch.float8_e4m3fn.is_floating_point:", torch.float8_e4m3fn.is_floating_point)
try:
    torch.set_default_dtype(torch.float8_e4m3fn)
except TypeError as error:
    print("torch.set_default_dtype(torch.float8_e4m3fn): TypeError:", error)
