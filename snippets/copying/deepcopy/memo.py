import copy
import torch

a = torch.arange(4.0)
same = copy.deepcopy({"x": a, "y": a})  # one tensor under two keys
print("one copy:", same["x"] is same["y"], "| a new tensor:", same["x"] is not a)
