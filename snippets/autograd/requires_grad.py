import torch

x = torch.ones(3)                      # created without requires_grad
w = torch.ones(3, requires_grad=True)  # asked for explicitly
c = torch.zeros(2, dtype=torch.complex64, requires_grad=True)
h = torch.ones(3, dtype=torch.float16).requires_grad_()  # switched on afterwards
print("x.requires_grad:", x.requires_grad)
print("w.requires_grad:", w.requires_grad)
print("complex c.requires_grad:", c.requires_grad)
print("float16 h.requires_grad:", h.requires_grad, "| h.is_leaf:", h.is_leaf)
