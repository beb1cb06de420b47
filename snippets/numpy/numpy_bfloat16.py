# devices: cpu
import warnings

import numpy as np
import torch

warnings.filterwarnings("ignore", "ComplexHalf support is experimental")  # torch's note on complex32
for name in ("bfloat16", "float8_e4m3fn", "float8_e5m2", "complex32"):
    t = torch.zeros(2).to(getattr(torch, name))
    try:
        t.numpy()
    except TypeError as error:
        print(f"{name}: TypeError: {error}", "| in NumPy:", hasattr(np, name))
t = torch.zeros(2).to(torch.bfloat16)
converted = t.float().numpy()  # float32, a dtype NumPy has
print("t.float().numpy():", converted.dtype, converted.tolist())
