import copy
import torch

a = torch.arange(4.0)
pair = copy.deepcopy([a, a[1:]])  # a tensor and a view of it, in one container
print("copies share memory:", pair[1].untyped_storage().data_ptr() == pair[0].untyped_storage().data_ptr())
print("new memory:", pair[0].data_ptr() != a.data_ptr())
print("pair[1]._base is None:", pair[1]._base is None)
pair[0][1] = 100.0
print("pair[1]:", pair[1])
