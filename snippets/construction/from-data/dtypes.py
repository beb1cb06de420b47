import numpy as np
import torch

cases = {
    "[1, 2]": [1, 2],
    "[True, False]": [True, False],
    "[1.0, 2.0]": [1.0, 2.0],
    "[1, 2.5]": [1, 2.5],
    "[1, 2j]": [1, 2j],
    "[1, np.complex128(2j)]": [1, np.complex128(2j)],  # a NumPy scalar, a subclass of complex
    "np.array([1.0, 2.0])": np.array([1.0, 2.0]),
}
dtypes = {code: torch.tensor(data).dtype for code, data in cases.items()}
print("| `data` | `torch.tensor(data).dtype` |")
print("|---|---|")
for code, dtype in dtypes.items():
    print(f"| `{code}` | `{dtype}` |")
