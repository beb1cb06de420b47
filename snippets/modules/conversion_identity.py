import torch

m = torch.nn.Linear(2, 1)
p = m.weight
ptr = p.data_ptr()
m.double()
print("default:   p is m.weight:", p is m.weight, " p.dtype:", p.dtype, " new memory:", p.data_ptr() != ptr)
bn = torch.nn.BatchNorm1d(2)
mean = bn.running_mean  # a buffer
bn.double()
print("buffer:    mean is bn.running_mean:", mean is bn.running_mean, " bn.running_mean.dtype:", bn.running_mean.dtype)

torch.__future__.set_overwrite_module_params_on_conversion(True)
m = torch.nn.Linear(2, 1)
p = m.weight
m.double()
print("overwrite: p is m.weight:", p is m.weight, " p.dtype:", p.dtype)
torch.__future__.set_overwrite_module_params_on_conversion(False)

torch.__future__.set_swap_module_params_on_conversion(True)
m = torch.nn.Linear(2, 1)
p = m.weight
m.double()
print("swap:      p is m.weight:", p is m.weight, " p.dtype:", p.dtype)
torch.__future__.set_swap_module_params_on_conversion(False)
