import copy
import torch

x = torch.zeros(3)
s = copy.copy(x)  # a shallow copy: a new tensor object
d = copy.deepcopy(x)
print("s is x:", s is x)
print("s on the storage of x:", s.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
s[0] = 5.0
print("x after s[0] = 5:", x)
print("d on the storage of x:", d.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
