# devices: cpu
import torch

base = torch.zeros(4)
t = base[2:]  # 2 elements at storage offset 2 of a 4-element storage
print("t.numel():", t.numel(), " storage:", t.untyped_storage().nbytes(), "bytes")
t.resize_(3)  # 3 elements: fewer than the storage's 4
print("after t.resize_(3):", t.untyped_storage().nbytes(), "bytes; base's storage:", base.untyped_storage().nbytes(), "bytes")
