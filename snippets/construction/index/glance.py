# devices: cpu
import warnings

import numpy as np
import torch

n = np.array([1.0, 2.0, 3.0])  # a float64 NumPy array
t = torch.tensor([1.0, 2.0, 3.0])  # a float32 CPU tensor
calls = {  # each call, with the object whose memory it might share
    "torch.tensor(n)": (n, lambda: torch.tensor(n)),
    "torch.as_tensor(n)": (n, lambda: torch.as_tensor(n)),
    "torch.from_numpy(n)": (n, lambda: torch.from_numpy(n)),
    "torch.Tensor(n)": (n, lambda: torch.Tensor(n)),
    "t.numpy()": (t, lambda: t.numpy()),
    "torch.tensor(t)": (t, lambda: torch.tensor(t)),
    "torch.as_tensor(t)": (t, lambda: torch.as_tensor(t)),
    "t.new_tensor(t)": (t, lambda: t.new_tensor(t)),
    "t.new_tensor([1, 2])": (None, lambda: t.new_tensor([1, 2])),
    "t.new_zeros(2)": (None, lambda: t.new_zeros(2)),
    "torch.zeros_like(t)": (t, lambda: torch.zeros_like(t)),
    "torch.zeros(2)": (None, lambda: torch.zeros(2)),
    "torch.full((2,), 7)": (None, lambda: torch.full((2,), 7)),
    "torch.arange(3)": (None, lambda: torch.arange(3)),
    "torch.linspace(0, 1, 3)": (None, lambda: torch.linspace(0, 1, 3)),
}


def address(x):
    """Where the first element of a tensor or an array lives."""
    return x.data_ptr() if isinstance(x, torch.Tensor) else x.__array_interface__["data"][0]


made = {}
print("| call | shares memory | dtype | warning |")
print("|---|---|---|---|")
for call, (source, make) in calls.items():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        made[call] = result = make()
    shares = "—" if source is None else ("✓" if address(result) == address(source) else "✗")
    warned = ", ".join(sorted({w.category.__name__ for w in caught})) or "—"
    print(f"| `{call}` | {shares} | `{result.dtype}` | {warned} |")
