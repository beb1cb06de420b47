import copy
import torch

p = torch.nn.Parameter(torch.ones(3))
q = copy.deepcopy(p)
print("type:", type(q).__name__, " requires_grad:", q.requires_grad)
print("same memory:", q.data_ptr() == p.data_ptr())
g = torch.nn.Parameter(torch.arange(6.0)[1::2], requires_grad=False)  # every other element, from offset 1
gc = copy.deepcopy(g)
print("g: strides", g.stride(), "offset", g.storage_offset(), "-> copy: strides", gc.stride(), "offset", gc.storage_offset())
print("laid out like g.clone():", gc.stride() == g.clone().stride())
