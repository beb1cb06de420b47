import torch

calls = ["torch.zeros(2, 3)", "torch.ones(2, 3)", "torch.empty(2, 3)", "torch.full((2, 3), 1.5)", "torch.rand(2, 3)",
         "torch.randn(2, 3)", "torch.arange(6.0)", "torch.linspace(0, 1, 5)", "torch.logspace(0, 1, 5)", "torch.eye(3)",
         "torch.tensor([1.0, 2.0])"]


def describe(t):
    return f"`{t.dtype}`, `{t.device}`, `requires_grad={t.requires_grad}`"


plain = {call: eval(call) for call in calls}
torch.set_default_dtype(torch.float64)
try:
    float64 = {call: eval(call) for call in calls}
finally:
    torch.set_default_dtype(torch.float32)  # restore
with torch.device("meta"):
    meta = {call: eval(call) for call in calls}
print('| call | no keyword | `torch.set_default_dtype(torch.float64)` | `with torch.device("meta"):` |')
print("|---|---|---|---|")
for call in calls:
    print(f"| `{call}` | {describe(plain[call])} | {describe(float64[call])} | {describe(meta[call])} |")
