import torch

doc = " ".join(torch.arange.__doc__.split())
advice = "we advise subtracting a small epsilon from :attr:`end`" in doc
print("docstring advises subtracting a small epsilon from end:", advice)
step = 1 / 49
values = torch.arange(0, 1, step)
print("len(torch.arange(0, 1, 1/49)):", len(values), "| last value:", values[-1].item())
print("len(torch.arange(0, 1 - 1e-6, 1/49)):", len(torch.arange(0, 1 - 1e-6, step)))
