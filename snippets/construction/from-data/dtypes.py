import numpy as np
import torch

cases = {
    "[1, 2]": [1, 2],
    "[True, False]": [True, False],
    "[1.0, 2.0]": [1.0, 2.0],
    "[1, 2.5]": [1, 2.5],
    "[1, 2j]": [1, 2j],
    "[1.5, 2j]": [1.5, 2j],
    "[1, np.complex128(2j)]": [1, np.complex128(2j)],  # a NumPy scalar, a subclass of complex
    "[np.float64(0.5), 2j]": [np.float64(0.5), 2j],  # what arr.mean() returns for a float64 array
    "[torch.tensor(0.5, dtype=torch.float64), 2j]": [torch.tensor(0.5, dtype=torch.float64), 2j],
    "np.array([1.0, 2.0])": np.array([1.0, 2.0]),
}
dtypes = {code: torch.tensor(data).dtype for code, data in cases.items()}
print("| `data` | `torch.tensor(data).dtype` |")
print("|---|---|")
for code, dtype in dtypes.items():
    print(f"| `{code}` | `{dtype}` |")
