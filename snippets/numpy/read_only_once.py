# devices: cpu
import warnings

import numpy as np
import torch

a = np.arange(1.0, 4.0)
a.flags.writeable = False  # a read-only array; torch.set_warn_always is left off here
for convert in (torch.from_numpy, torch.as_tensor, torch.asarray, torch.from_numpy):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        convert(a)
    print(f"{convert.__name__}: {len(caught)} warning(s)")
