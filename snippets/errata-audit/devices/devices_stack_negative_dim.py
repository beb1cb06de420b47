import torch

doc = " ".join(torch.stack.__doc__.split())
print("docstring:", doc[doc.index("Has to be between") : doc.index("(inclusive)") + 11])
a = torch.zeros(2, 3)
b = torch.ones(2, 3)
last = torch.stack([a, b], dim=-1)
print("dim=-1:", tuple(last.shape))
print("same as dim=2:", torch.equal(last, torch.stack([a, b], dim=2)))
