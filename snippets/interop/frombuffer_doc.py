# devices: cpu
import torch

doc = " ".join(torch.frombuffer.__doc__.split())
rule = doc[doc.index("1. :attr:`count` is a positive") : doc.index("2. :attr:`count` is negative")].strip()
print(rule)
