# raises: RuntimeError
import torch

base = torch.zeros(3, dtype=torch.int64)  # an integer tensor
x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
base.new_tensor(x, requires_grad=True)
