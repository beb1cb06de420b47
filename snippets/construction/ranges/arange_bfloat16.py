# devices: cpu
import torch

direct = torch.arange(241, 273, dtype=torch.bfloat16)
converted = torch.arange(241, 273).to(torch.bfloat16)
distinct = len(torch.unique(direct))
print("torch.arange(241, 273, dtype=torch.bfloat16)[13:19]:", direct[13:19].tolist())
print("torch.arange(241, 273).to(torch.bfloat16)[13:19]:  ", converted[13:19].tolist())
print("distinct values:", distinct, "of", len(direct))
# every bfloat16 value, one per bit pattern
every = torch.arange(-2**15, 2**15, dtype=torch.int32).to(torch.int16).view(torch.bfloat16).float()
above = every[every.isfinite() & (every > 256)]
odd = int((above % 2 != 0).sum())
print("finite bfloat16 values above 256:", len(above), "| not even integers:", odd)
doc = " ".join(torch.arange.__doc__.split())
note = all(phrase in doc for phrase in ("especially reduced precision types like ``bfloat16``", "repeated values",
                                        "it is recommended to use integer dtypes"))
print("docstring note on bfloat16:", note)
