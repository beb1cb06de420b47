import copy
import torch

ways = {
    "b = a": lambda a: a,
    "a.clone()": lambda a: a.clone(),
    "a.detach()": lambda a: a.detach(),
    "a.clone().detach()": lambda a: a.clone().detach(),
    "a.detach().clone()": lambda a: a.detach().clone(),
    "copy.deepcopy(a)": lambda a: copy.deepcopy(a),
    "a.data": lambda a: a.data,
    "torch.empty_like(a).copy_(a)": lambda a: torch.empty_like(a).copy_(a),
}
rows = {}
for expr, make in ways.items():
    a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)  # a fresh leaf per row
    b = make(a)
    row = [b is not a, b.data_ptr() != a.data_ptr(), b.requires_grad,
           type(b.grad_fn).__name__ if b.grad_fn else None, b.is_leaf]
    version = a._version
    with torch.no_grad():
        b.mul_(1)  # in-place op on b: does a's version counter move?
    row.append(a._version != version)
    if b.requires_grad:
        b.sum().backward()
        row.append(a.grad is not None)
    else:
        row.append("n/a")
    rows[expr] = row

marks = {True: "✓", False: "✗", None: "None", "n/a": "n/a"}
print("| | `b is not a` | `b.data_ptr() != a.data_ptr()` | `b.requires_grad` | `b.grad_fn` "
      "| `b.is_leaf` | `b.mul_(1)` → `a._version` | `b.sum().backward()` → `a.grad` |")
print("|---" * 8 + "|")
for expr, row in rows.items():
    cells = [marks[v] if v in marks else f"`{v}`" for v in row]
    print(f"| `{expr}` | " + " | ".join(cells) + " |")
