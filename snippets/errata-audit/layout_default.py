# devices: cpu
import torch

s = torch.eye(2).to_sparse()
calls = {
    "s.new_zeros(2)": lambda **kw: s.new_zeros(2, **kw),
    "s.new_empty(2)": lambda **kw: s.new_empty(2, **kw),
    "s.new_ones(2)": lambda **kw: s.new_ones(2, **kw),
    "s.new_full((2,), 1.0)": lambda **kw: s.new_full((2,), 1.0, **kw),
    "torch.full_like(s, 2.0)": lambda **kw: torch.full_like(s, 2.0, **kw),
}
for call, make in calls.items():
    shown = []
    for given in ({}, {"layout": torch.strided}):
        try:
            shown.append(str(make(**given).layout))
        except NotImplementedError:
            shown.append("NotImplementedError")
    print(f"{call}: {shown[0]} | with layout=torch.strided: {shown[1]}")
