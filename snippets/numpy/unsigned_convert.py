# devices: cpu
import numpy as np
import torch

a = np.array([1, 2, 2**64 - 1], dtype=np.uint64)
t = torch.from_numpy(a)
address = a.__array_interface__["data"][0]

wide = t.to(torch.int64)             # a copy, in a dtype that arithmetic supports
print("t.to(torch.int64):", wide.tolist(), "| same address:", wide.data_ptr() == address)
print("t.to(torch.int64) + 1:", (wide + 1).tolist())
copied = torch.from_numpy(a.astype(np.int64))
print("torch.from_numpy(a.astype(np.int64)):", copied.tolist(), "| same address:", copied.data_ptr() == address)
viewed = torch.from_numpy(a.view(np.int64))
print("torch.from_numpy(a.view(np.int64)):", viewed.tolist(), "| same address:", viewed.data_ptr() == address)
