# devices: cpu
import numpy as np
import torch

big = np.arange(1.0, 4.0).astype(">f8")  # float64, big-endian
field = np.zeros(3, dtype=[("a", np.float32), ("b", np.uint8)])["a"]  # float32, one element every 5 bytes
errors = {}
for name, a in (("big", big), ("field", field)):
    try:
        torch.from_dlpack(a)
    except BufferError as error:
        errors[name] = str(error)
        print(f"torch.from_dlpack({name}): BufferError: {error}")
