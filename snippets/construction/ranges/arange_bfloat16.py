# devices: cpu
import torch

direct = torch.arange(241, 273, dtype=torch.bfloat16)
converted = torch.arange(241, 273).to(torch.bfloat16)
distinct = len(torch.unique(direct))
print("torch.arange(241, 273, dtype=torch.bfloat16)[13:19]:", direct[13:19].tolist())
print("torch.arange(241, 273).to(torch.bfloat16)[13:19]:  ", converted[13:19].tolist())
print("distinct values:", distinct, "of", len(direct))
doc = " ".join(torch.arange.__doc__.split())
note = "especially reduced precision types like ``bfloat16``" in doc
print("docstring note on bfloat16:", note)
