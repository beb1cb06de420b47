import torch

x = torch.zeros(2, dtype=torch.float64, device="meta", requires_grad=True)
results = {
    "x.new_tensor([1, 2])": x.new_tensor([1, 2]),
    "x.new_zeros(2)": x.new_zeros(2),
    "x.new_ones(2)": x.new_ones(2),
    "x.new_full((2,), 7)": x.new_full((2,), 7),
    "x.new_empty(2)": x.new_empty(2),
    "torch.zeros_like(x)": torch.zeros_like(x),
    "torch.ones_like(x)": torch.ones_like(x),
    "torch.full_like(x, 7)": torch.full_like(x, 7),
    "torch.empty_like(x)": torch.empty_like(x),
    "torch.rand_like(x)": torch.rand_like(x),
}
print("| call | `dtype` | `device` | `requires_grad` |")
print("|---|---|---|---|")
for call, r in results.items():
    print(f"| `{call}` | `{r.dtype}` | `{r.device}` | `{r.requires_grad}` |")
