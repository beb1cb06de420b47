# devices: cpu
import warnings

import numpy as np
import torch

torch.set_warn_always(True)  # torch shows this warning once per process otherwise
a = np.arange(1.0, 4.0)
a.flags.writeable = False  # a read-only array
warned = {}
for convert in (torch.from_numpy, torch.as_tensor, torch.asarray, torch.tensor):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        t = convert(a)
    warned[convert.__name__] = [f"{w.category.__name__}: {str(w.message).split(' This means')[0]}" for w in caught]
    same = t.data_ptr() == a.__array_interface__["data"][0]
    print(f"{convert.__name__}: same address {same}; warnings: {warned[convert.__name__] or 'none'}")
