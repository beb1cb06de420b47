import torch

s = torch.arange(12.0).reshape(3, 4)[:, ::2]   # every other column: has gaps
print("s.stride():", s.stride())
sc = s.clone()
print("s.clone().stride():", sc.stride(), "contiguous:", sc.is_contiguous())

e = torch.arange(3.0).expand(2, 3)             # stride 0: elements overlap
print("e.stride():", e.stride())
ec = e.clone()
print("e.clone().stride():", ec.stride(), "contiguous:", ec.is_contiguous())
