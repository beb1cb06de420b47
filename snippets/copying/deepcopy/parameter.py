import copy
import torch

p = torch.nn.Parameter(torch.ones(3))
p.grad = torch.full((3,), 2.0)  # a gradient, as after backward
q = copy.deepcopy(p)
print("type:", type(q).__name__, " requires_grad:", q.requires_grad)
print("q.grad:", q.grad)
g = torch.nn.Parameter(torch.arange(6.0)[1::2], requires_grad=False)  # every other element, from offset 1
gc = copy.deepcopy(g)
print("g: strides", g.stride(), "offset", g.storage_offset(), "-> copy: strides", gc.stride(), "offset", gc.storage_offset())
print("laid out like g.clone():", gc.stride() == g.clone().stride())
f = torch.nn.Parameter(torch.arange(4.0), requires_grad=False)  # a frozen Parameter
pair = copy.deepcopy([f, f[1:]])  # the Parameter and a view of it, in one container
print("copies share memory:", pair[0].untyped_storage().data_ptr() == pair[1].untyped_storage().data_ptr())
