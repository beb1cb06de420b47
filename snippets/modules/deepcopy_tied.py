import copy
import torch


class Tied(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Linear(2, 2, bias=False)
        self.b = torch.nn.Linear(2, 2, bias=False)
        self.b.weight = self.a.weight


orig = Tied()
dup = copy.deepcopy(orig)
print("dup.a.weight is dup.b.weight:", dup.a.weight is dup.b.weight)
print("new memory:", dup.a.weight.data_ptr() != orig.a.weight.data_ptr())
