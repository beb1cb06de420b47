import torch

t = torch.tensor([0.0, 1.0, 2.0])  # float32: 4 bytes each
bits = t.view(torch.int32)  # the same bytes, read as int32
values = t.to(torch.int32)  # the values, converted
print("t.view(torch.int32):", bits)
print("t.to(torch.int32):", values)
print("view shares t's memory:", bits.data_ptr() == t.data_ptr())
print("to shares t's memory:", values.data_ptr() == t.data_ptr())
