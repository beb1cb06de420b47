import copy
import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
(a * 2).sum().backward()
b = copy.deepcopy(a)
print("b.grad:", b.grad)
print("same grad tensor:", b.grad is a.grad)
print("same grad memory:", b.grad.data_ptr() == a.grad.data_ptr())
p = torch.nn.Parameter(torch.ones(3))
(p * p).sum().backward()  # p.grad is now set
q = copy.deepcopy(p)
print("p.grad:", p.grad, "| q.grad:", q.grad)
