import torch

t = torch.arange(6.0).reshape(2, 3)  # a float32 tensor of shape (2, 3)
calls = {  # each call on t, or on parts of it
    "t.tolist()": lambda: t.tolist(),
    "t[0, 0].item()": lambda: t[0, 0].item(),
    "list(t)": lambda: list(t),
    "torch.tensor([t[0, 0], t[0, 1]])": lambda: torch.tensor([t[0, 0], t[0, 1]]),
    "torch.stack(list(t))": lambda: torch.stack(list(t)),
    "torch.cat(list(t))": lambda: torch.cat(list(t)),
}


def kind(x):
    """The type of a result, with what its lists hold: list[list[float]], list[Tensor], Tensor."""
    if isinstance(x, list):
        return f"list[{kind(x[0])}]"
    return type(x).__name__


def shares(x):
    """Whether the tensors of a result read t's memory ("—" for Python numbers, which hold none)."""
    found = [y for y in (x if isinstance(x, list) else [x]) if isinstance(y, torch.Tensor)]
    if not found:
        return "—"
    same = all(y.untyped_storage().data_ptr() == t.untyped_storage().data_ptr() for y in found)
    return "✓" if same else "✗"


results = {call: make() for call, make in calls.items()}
print("| call | result | shares memory |")
print("|---|---|---|")
for call, result in results.items():
    print(f"| `{call}` | `{kind(result)}` | {shares(result)} |")
