import torch

default = torch.get_default_dtype()
ints = torch.arange(0, 6, 2)         # every argument an int
mixed = torch.arange(0, 6, 2.0)      # one float argument
forced = torch.arange(0, 6, 2, dtype=torch.float64)
print("default dtype:            ", default)
print("arange(0, 6, 2).dtype:    ", ints.dtype)
print("arange(0, 6, 2.0).dtype:  ", mixed.dtype)
print("with dtype=torch.float64: ", forced.dtype)
torch.set_default_dtype(torch.float64)
try:
    print("after torch.set_default_dtype(torch.float64):")
    print("  arange(0, 6, 2).dtype:  ", torch.arange(0, 6, 2).dtype)
    print("  arange(0, 6, 2.0).dtype:", torch.arange(0, 6, 2.0).dtype)
finally:
    torch.set_default_dtype(torch.float32)  # restore
try:
    torch.arange(5, dtype=torch.uint16)
except RuntimeError as error:  # or its subclass NotImplementedError
    refused = error
    print("with dtype=torch.uint16:  ", type(error).__name__, error)
