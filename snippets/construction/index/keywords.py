import torch

factories = {  # each call, with room for keyword arguments
    "torch.tensor([1.0, 2.0])": lambda **kw: torch.tensor([1.0, 2.0], **kw),
    "torch.zeros(2)": lambda **kw: torch.zeros(2, **kw),
    "torch.full((2,), 1.0)": lambda **kw: torch.full((2,), 1.0, **kw),
    "torch.arange(2.0)": lambda **kw: torch.arange(2.0, **kw),
    "torch.linspace(0, 1, 2)": lambda **kw: torch.linspace(0, 1, 2, **kw),
}
made = {}
for call, make in factories.items():
    made[call] = {
        "plain": make(),
        "dtype": make(dtype=torch.float64),
        "device": make(device="meta"),
        "requires_grad": make(requires_grad=True),
    }
print('| call | no keyword | `dtype=torch.float64` | `device="meta"` | `requires_grad=True` |')
print("|---|---|---|---|---|")
for call, m in made.items():
    plain, g = m["plain"], m["requires_grad"]
    print(
        f"| `{call}` | `{plain.dtype}`, `{plain.device}`, `requires_grad={plain.requires_grad}` "
        f"| `{m['dtype'].dtype}` | `{m['device'].device}` "
        f"| `requires_grad={g.requires_grad}`, `is_leaf={g.is_leaf}`, `grad_fn={g.grad_fn}` |"
    )
