import torch

with torch.inference_mode():
    i = torch.ones(2, 3)  # an inference tensor
v = i[0]  # a view of it, taken outside inference mode
print("v._base:", v._base)
print("v shares memory with i:", v.data_ptr() == i.data_ptr())
