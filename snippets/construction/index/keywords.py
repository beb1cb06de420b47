import torch

factories = {  # each call, with room for keyword arguments
    "torch.zeros(2, 3)": lambda **kw: torch.zeros(2, 3, **kw),
    "torch.ones(2, 3)": lambda **kw: torch.ones(2, 3, **kw),
    "torch.empty(2, 3)": lambda **kw: torch.empty(2, 3, **kw),
    "torch.full((2, 3), 1.5)": lambda **kw: torch.full((2, 3), 1.5, **kw),
    "torch.rand(2, 3)": lambda **kw: torch.rand(2, 3, **kw),
    "torch.randn(2, 3)": lambda **kw: torch.randn(2, 3, **kw),
    "torch.arange(6.0)": lambda **kw: torch.arange(6.0, **kw),
    "torch.linspace(0, 1, 5)": lambda **kw: torch.linspace(0, 1, 5, **kw),
    "torch.logspace(0, 1, 5)": lambda **kw: torch.logspace(0, 1, 5, **kw),
    "torch.eye(3)": lambda **kw: torch.eye(3, **kw),
    "torch.tensor([1.0, 2.0])": lambda **kw: torch.tensor([1.0, 2.0], **kw),
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
