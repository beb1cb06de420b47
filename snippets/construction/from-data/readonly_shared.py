# devices: cpu
import warnings

import numpy as np
import torch

arr = np.arange(3.0)
arr.flags.writeable = False  # a read-only array; torch.set_warn_always is not called
calls = {
    "torch.as_tensor(arr)": lambda: torch.as_tensor(arr),  # the first conversion of a read-only array in this process
    "torch.from_numpy(arr)": lambda: torch.from_numpy(arr),
    "torch.asarray(arr)": lambda: torch.asarray(arr),
    "torch.Tensor(arr)": lambda: torch.Tensor(arr),
    "torch.FloatTensor(arr)": lambda: torch.FloatTensor(arr),
}
seen = {}
for code, call in calls.items():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        call()
    seen[code] = [(w.category.__name__, str(w.message)) for w in caught]
    print(f"{code}: {len(seen[code])} warning(s)")
