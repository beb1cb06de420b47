import torch

calls = {
    "torch.arange(0, 1, 0.25)": torch.arange(0, 1, 0.25),
    "torch.linspace(0, 1, 5)": torch.linspace(0, 1, 5),
    "torch.logspace(0, 2, 3)": torch.logspace(0, 2, 3),
}
print("| call | values | `len` | dtype |")
print("|---|---|---|---|")
for call, t in calls.items():
    print(f"| `{call}` | `{t.tolist()}` | {len(t)} | `{t.dtype}` |")
