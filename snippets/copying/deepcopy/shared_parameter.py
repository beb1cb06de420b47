import copy
import torch

f = torch.nn.Parameter(torch.arange(4.0), requires_grad=False)  # a frozen Parameter
pair = copy.deepcopy([f, f[1:]])  # the Parameter and a view of it, in one container
print("copies share memory:", pair[0].untyped_storage().data_ptr() == pair[1].untyped_storage().data_ptr())
print("type of pair[0]:", type(pair[0]).__name__)
