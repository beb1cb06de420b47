import torch

bn = torch.nn.BatchNorm1d(2)  # float32 parameters and buffers
weight, mean = bn.weight, bn.running_mean
ptr = weight.data_ptr()
bn.float()  # the dtype it already has
print("bn.float(): weight is bn.weight:", weight is bn.weight, " same memory:", bn.weight.data_ptr() == ptr)
print("bn.float(): mean is bn.running_mean:", mean is bn.running_mean, " bn.running_mean.dtype:", bn.running_mean.dtype)
