import torch

def make_cases():
    a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
    plain = torch.tensor([1.0, 2.0, 3.0])
    with torch.no_grad():
        under_no_grad = a[:2]
    with torch.inference_mode():
        of_inference_tensor = torch.ones(3)[:2]   # ones(3) is an inference tensor
        under_inference = a[:2]                   # a is an ordinary tensor
    return {
        "`a[:2]`": a[:2],
        "`plain[:2]`": plain[:2],
        "`with no_grad(): a[:2]`": under_no_grad,
        "`a.detach()[:2]`": a.detach()[:2],
        "`with inference_mode(): ones(3)[:2]`": of_inference_tensor,
        "`with inference_mode(): a[:2]`": under_inference,
        "`a * 2`": a * 2,
    }

def mark(flag):
    return "✓" if flag else "✗"

results = {}
print("| `v` | `v._is_view()` | `v.requires_grad` | `v.detach_()` |")
print("|---|---|---|---|")
for label, v in make_cases().items():
    is_view, rg = v._is_view(), v.requires_grad
    try:
        v.detach_()
        outcome = "✓"
    except RuntimeError:
        outcome = "✗ RuntimeError"
    results[label] = (is_view, rg, outcome)
    print(f"| {label} | {mark(is_view)} | {mark(rg)} | {outcome} |")
