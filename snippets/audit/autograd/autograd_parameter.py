import torch

m = torch.nn.Module()
t = torch.ones(2)
m.weight = torch.nn.Parameter(t)
m.state = torch.zeros(2)
print("isinstance(m.weight, torch.Tensor):", isinstance(m.weight, torch.Tensor))
print("named_parameters():", [name for name, _ in m.named_parameters()])
print("m.weight shares t's memory:", m.weight.data_ptr() == t.data_ptr())
