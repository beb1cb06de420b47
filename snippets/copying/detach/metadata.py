import torch

ops = {
    "resize_": lambda t: t.resize_(3, 2),
    "resize_as_": lambda t: t.resize_as_(torch.zeros(3, 2)),
    "set_": lambda t: t.set_(torch.zeros(4)),
    "transpose_": lambda t: t.transpose_(0, 1),
}

def attempt(op, t, mode=torch.enable_grad):
    try:
        with mode():
            op(t)
        return "✓"
    except RuntimeError:
        return "✗ RuntimeError"

results = {}
print("| op | `x.detach().op` (`x.requires_grad=True`) | `x.detach().op` (`x.requires_grad=False`) "
      "| `x.shape` | `x.op` (`x.requires_grad=True`) "
      "| `x.op` (`x.requires_grad=True`; `with torch.no_grad()`) | `x.op` (`x.requires_grad=True`; `with torch.inference_mode()`) |")
print("|---|---|---|---|---|---|---|")
for name, op in ops.items():
    row = {}
    shapes = set()
    for rg in (True, False):
        x = torch.zeros(2, 3, requires_grad=rg)
        row[rg] = attempt(op, x.detach())
        shapes.add(tuple(x.shape))
    for key, mode in (("self", torch.enable_grad), ("no_grad", torch.no_grad), ("inference", torch.inference_mode)):
        x = torch.zeros(2, 3, requires_grad=True)  # a fresh leaf that requires grad
        row[key] = attempt(op, x, mode)
    results[name] = (row, shapes)
    shape = ", ".join(str(s) for s in sorted(shapes))
    print(f"| `{name}` | {row[True]} | {row[False]} | `{shape}` | {row['self']} | {row['no_grad']} | {row['inference']} |")
