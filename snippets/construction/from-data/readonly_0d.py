# devices: cpu
import warnings

import numpy as np
import torch

torch.set_warn_always(True)  # this warning is once per process (above): show it at every call
z = np.array(3.5)
z.flags.writeable = False  # a read-only 0-d array
calls = {
    "torch.asarray(z)": lambda: torch.asarray(z),
    "torch.asarray(z, copy=True)": lambda: torch.asarray(z, copy=True),
}
seen = {}
for code, call in calls.items():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        t = call()
    seen[code] = {"shares": t.data_ptr() == z.ctypes.data, "warnings": [(w.category.__name__, str(w.message)) for w in caught]}
    print(f"{code}: shares memory: {seen[code]['shares']}, warnings: {[c for c, _ in seen[code]['warnings']]}")
