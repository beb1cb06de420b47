import torch

doc = " ".join(torch.Tensor.new_tensor.__doc__.split())
says_detach_clone = "``tensor.new_tensor(x)`` is equivalent to ``x.detach().clone()``" in doc
says_clone_detach = "``tensor.new_tensor(x)`` is equivalent to ``x.clone().detach()``" in doc
print("docstring: tensor.new_tensor(x) is equivalent to x.detach().clone():", says_detach_clone)
print("docstring: tensor.new_tensor(x) is equivalent to x.clone().detach():", says_clone_detach)

x = torch.tensor([1.5, 2.5], device="cpu", requires_grad=True)  # float32, on the CPU
detached_clone = x.detach().clone()
cloned_detached = x.clone().detach()

base = torch.zeros(2, dtype=torch.float64, device="cpu")
from_base = base.new_tensor(x)
print("dtype:  base.new_tensor(x):", from_base.dtype, "| x.detach().clone():", detached_clone.dtype,
      "| x.clone().detach():", cloned_detached.dtype)

meta_base = torch.zeros(2, device="meta")
from_meta = meta_base.new_tensor(x)
print("device: meta_base.new_tensor(x):", from_meta.device, "| x.detach().clone():", detached_clone.device)
