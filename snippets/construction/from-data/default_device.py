import numpy as np
import torch

arr = np.array([1.0, 2.0])
with torch.device("meta"):  # meta becomes the default device
    results = {
        "torch.tensor(arr)": torch.tensor(arr),
        "torch.as_tensor(arr)": torch.as_tensor(arr),
        "torch.asarray(arr)": torch.asarray(arr),
        "torch.from_numpy(arr)": torch.from_numpy(arr),
        "torch.Tensor(arr)": torch.Tensor(arr),
        "torch.Tensor([1, 2])": torch.Tensor([1, 2]),
        "torch.FloatTensor([1, 2])": torch.FloatTensor([1, 2]),
    }
print("| call | `.device` |")
print("|---|---|")
for code, t in results.items():
    print(f"| `{code}` | `{t.device}` |")
