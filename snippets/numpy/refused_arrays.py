# devices: cpu
import numpy as np
import torch

arrays = {
    "negative stride": np.arange(1.0, 7.0)[::-1],
    "big-endian": np.arange(1.0, 7.0).astype(">f8"),
}
errors = {}
for name, a in arrays.items():
    for convert in (torch.from_numpy, torch.as_tensor, torch.tensor, torch.asarray):
        try:
            convert(a)
        except ValueError as error:
            errors.setdefault(name, set()).add(str(error))
    print(f"{name} (strides {a.strides}, byte order {a.dtype.byteorder!r}): ValueError: {' | '.join(errors[name])}")
