# devices: cpu
import torch

t = torch.zeros(2, 3).t()  # transposed: strides (1, 3)
same = dict(dtype=t.dtype, layout=t.layout, device=t.device)
pairs = {
    "zeros": (torch.zeros_like(t), torch.zeros(t.size(), **same)),
    "ones": (torch.ones_like(t), torch.ones(t.size(), **same)),
    "empty": (torch.empty_like(t), torch.empty(t.size(), **same)),
    "full": (torch.full_like(t, 7.0), torch.full(t.size(), 7.0, **same)),
}
for name, (like, made) in pairs.items():
    print(f"torch.{name}_like: {like.stride()}  torch.{name}: {made.stride()}")
