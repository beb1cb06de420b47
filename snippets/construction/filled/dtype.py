import torch

dtypes = {}
try:
    for default in (torch.float32, torch.float64):
        torch.set_default_dtype(default)
        dtypes[default] = {"zeros": torch.zeros(2).dtype, "ones": torch.ones(2).dtype,
                           "empty": torch.empty(2).dtype, "rand": torch.rand(2).dtype,
                           "randn": torch.randn(2).dtype, "full 7.0": torch.full((2,), 7.0).dtype}
        print("default dtype:", torch.get_default_dtype(), "->", dtypes[default])
finally:
    torch.set_default_dtype(torch.float32)  # restore
