import torch

f = torch.zeros(2)                     # float32
try:
    f.new_tensor([1 + 2j, 3])          # complex data, float base
except TypeError as error:
    caught = error
    print("torch.zeros(2).new_tensor([1 + 2j, 3]):", type(error).__name__, error)
