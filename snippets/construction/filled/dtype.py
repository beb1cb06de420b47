import torch

print("default dtype:", torch.get_default_dtype())
for name, t in [("zeros", torch.zeros(2)), ("ones", torch.ones(2)),
                ("empty", torch.empty(2)), ("full 7.0", torch.full((2,), 7.0))]:
    print(name, t.dtype)
