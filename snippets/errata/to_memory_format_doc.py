import torch

doc = " ".join(torch.Tensor.to.__doc__.split())
says_format = "memory_format (:class:`torch.memory_format`, optional): the desired memory format of returned Tensor." in doc
print("docstring: memory_format is the desired memory format of the returned tensor:", says_format)

t = torch.zeros(2, 3).T  # transposed: not contiguous
r = t.to(memory_format=torch.contiguous_format)
print("t.to(memory_format=torch.contiguous_format).is_contiguous():", r.is_contiguous(), "| same object:", r is t)
