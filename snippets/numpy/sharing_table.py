# devices: cpu
import numpy as np
import torch

makers = {
    "torch.from_numpy(a)": lambda a: torch.from_numpy(a),
    "torch.tensor(a)": lambda a: torch.tensor(a),
    "torch.as_tensor(a)": lambda a: torch.as_tensor(a),
    "torch.as_tensor(a, dtype=torch.float64)": lambda a: torch.as_tensor(a, dtype=torch.float64),
}
results = {}
print("| `t = …` | `ptr == t.data_ptr()` | `a[0] = 10` → `t[0] == 10` | `t.dtype` |")
print("|---|:-:|:-:|---|")
for name, make in makers.items():
    a = np.array([1.0, 2.0, 3.0], dtype=np.float32)
    ptr = a.__array_interface__["data"][0]  # address of the array's data
    t = make(a)
    a[0] = 10.0
    results[name] = (ptr == t.data_ptr(), t[0].item() == 10.0, t.dtype)
    same, sees, dtype = results[name]
    print(f"| `{name}` | {'✓' if same else '✗'} | {'✓' if sees else '✗'} | `{dtype}` |")
