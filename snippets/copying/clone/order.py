import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
first_clone = x.clone()     # step 1 of x.clone().detach()
print("x.clone().grad_fn:", first_clone.grad_fn.name())
first_detach = x.detach()   # step 1 of x.detach().clone()
print("x.detach().requires_grad:", first_detach.requires_grad)
print("x.detach().clone().grad_fn:", first_detach.clone().grad_fn)
