# devices: cpu
import torch

t = torch.tensor([1.0, 2.0])
same = t.to("cpu", non_blocking=True)
copied = t.to("cpu", non_blocking=True, copy=True)
print("t.to('cpu', non_blocking=True) is t:", same is t)
print("with copy=True: is t:", copied is t, " same address:", copied.data_ptr() == t.data_ptr())
