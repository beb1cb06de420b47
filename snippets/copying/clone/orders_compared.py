import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
first = x.clone()  # x.clone().detach(), one step at a time
a = first.detach()
second = x.detach()  # x.detach().clone(), one step at a time
b = second.clone()
nbytes = a.untyped_storage().nbytes()
print("equal:", torch.equal(a, b), "| requires_grad:", a.requires_grad, b.requires_grad)
print("new memory:", a.data_ptr() != x.data_ptr(), b.data_ptr() != x.data_ptr(), a.data_ptr() != b.data_ptr())
print("bytes:", nbytes, b.untyped_storage().nbytes())
print("clone recorded in the graph:", first.grad_fn is not None, b.grad_fn is not None)
