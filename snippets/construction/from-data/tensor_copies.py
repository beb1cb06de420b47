import numpy as np
import torch

data = [1.0, 2.0, 3.0]
arr = np.array(data)
from_list = torch.tensor(data)
from_array = torch.tensor(arr)
data[0] = 100.0  # change both sources after construction
arr[0] = 100.0
print("from list: ", from_list)
print("from array:", from_array)
