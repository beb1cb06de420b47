# devices: cpu
import warnings

import numpy as np
import torch

torch.set_warn_always(True)  # torch shows this warning once per process otherwise
z = np.array(3.5)
z.flags.writeable = False  # a read-only 0-d array
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    t = torch.asarray(z)
warned = [f"{w.category.__name__}: {str(w.message).split(' This means')[0]}" for w in caught]
print("torch.asarray(z): same address", t.data_ptr() == z.__array_interface__["data"][0], "| value", t.item())
print("warnings:", warned or "none")
