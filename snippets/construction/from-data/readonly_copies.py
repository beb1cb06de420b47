# devices: cpu
import warnings

import numpy as np
import torch

torch.set_warn_always(True)  # this warning is once per process (above): show it at every call
arr = np.arange(3.0)
arr.flags.writeable = False  # a read-only float64 array
calls = {
    "torch.tensor(arr)": lambda: torch.tensor(arr),
    "torch.as_tensor(arr, dtype=torch.float32)": lambda: torch.as_tensor(arr, dtype=torch.float32),
    "torch.Tensor(arr)": lambda: torch.Tensor(arr),
    "torch.as_tensor(arr)": lambda: torch.as_tensor(arr),
    "torch.asarray(arr)": lambda: torch.asarray(arr),
    "torch.from_numpy(arr)": lambda: torch.from_numpy(arr),
    "torch.asarray(arr, copy=True)": lambda: torch.asarray(arr, copy=True),
    "torch.asarray(arr, dtype=torch.float32)": lambda: torch.asarray(arr, dtype=torch.float32),
}
seen = {}
for code, call in calls.items():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        t = call()
    seen[code] = {
        "shares": t.data_ptr() == arr.ctypes.data,
        "warnings": [(w.category.__name__, str(w.message)) for w in caught],
    }
    print(f"{code}: shares memory: {seen[code]['shares']}, warnings: {[c for c, _ in seen[code]['warnings']]}")

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.device("meta"):   # a default device meta: asarray copies to it
        t = torch.asarray(arr)
seen["torch.asarray(arr) under meta"] = {
    "shares": t.device.type == "cpu" and t.data_ptr() == arr.ctypes.data, "device": t.device.type, "warnings": [(w.category.__name__, str(w.message)) for w in caught]}
print(f"torch.asarray(arr) under torch.device('meta'): device: {t.device.type}, warnings: {[c for c, _ in seen['torch.asarray(arr) under meta']['warnings']]}")
