# devices: cpu
import torch

t = torch.arange(3.0)  # already on the CPU
same = t.to("cpu")
forced = t.to("cpu", copy=True)
indexed = t.to("cpu:0")
print("t.to('cpu') is t:", same is t, "| t.cpu() is t:", t.cpu() is t)
print("t.to('cpu', copy=True) is t:", forced is t, "| same address:", forced.data_ptr() == t.data_ptr())
print("t.to('cpu:0') is t:", indexed is t, "| same address:", indexed.data_ptr() == t.data_ptr())
