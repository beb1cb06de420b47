# devices: cpu
# crashes: SIGSEGV
import torch
import torch.multiprocessing as mp

print("sharing strategy:", mp.get_sharing_strategy())
t = torch.arange(4.0).share_memory_()
print("t.is_shared():", t.is_shared())
t.resize_(2)
print("t.resize_(2) gives shape", tuple(t.shape))
t.resize_(8)
print("t.resize_(8) returned")
