# raises: RuntimeError
import copy
import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = a * 2  # not a leaf: it has a grad_fn
print("b.is_leaf:", b.is_leaf)
copy.deepcopy(b)
