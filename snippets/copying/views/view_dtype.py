import torch

f = torch.tensor([1.0, -2.0])
print("f.dtype:", f.dtype)
bits = f.view(torch.int32)  # the same 4 bytes per element, read as int32
values = f.to(torch.int32)  # each value converted to an integer
print("f.view(torch.int32):", bits)
print("f.to(torch.int32):  ", values)
print("view shares the storage of f:", bits.untyped_storage().data_ptr() == f.untyped_storage().data_ptr())
print("to copies into new memory:   ", values.untyped_storage().data_ptr() != f.untyped_storage().data_ptr())
