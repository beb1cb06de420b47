# devices: cpu
import numpy as np
import torch


def address(array):
    return array.__array_interface__["data"][0]


# lists and arrays: converted to float32
from_list = torch.FloatTensor([1, 2])
doubles = np.array([1.5, 2.5])                   # float64
from_doubles = torch.FloatTensor(doubles)
singles = np.array([1.5, 2.5], dtype=np.float32)
from_singles = torch.FloatTensor(singles)
print("FloatTensor([1, 2]):", from_list)
print("float64 array ->", from_doubles.dtype, "| same address:", from_doubles.data_ptr() == address(doubles))
print("float32 array ->", from_singles.dtype, "| same address:", from_singles.data_ptr() == address(singles))

# tensors: never converted
floats = torch.tensor([1.5, 2.5])                # float32
same = torch.FloatTensor(floats)
print("float32 tensor -> same address:", same.data_ptr() == floats.data_ptr())
errors = {}
for source in (torch.tensor([1, 2]), torch.tensor([1.5, 2.5], dtype=torch.float64)):
    try:
        torch.FloatTensor(source)
    except TypeError as error:
        errors[source.dtype] = str(error)
        print(f"{source.dtype} tensor -> TypeError: {error}")
