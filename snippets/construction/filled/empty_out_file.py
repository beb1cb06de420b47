import tempfile

import numpy as np
import torch

with tempfile.NamedTemporaryFile() as f:
    f.write(np.arange(1.0, 5.0, dtype=np.float32).tobytes())
    f.flush()
    t = torch.from_file(f.name, shared=False, size=4)  # 4 float32 values read from a file
print("torch.from_file(...):", t.tolist())
try:
    torch.empty(2, 3, out=t)  # 6 elements: more than its storage holds
except RuntimeError as e:
    error = e
print("torch.empty(2, 3, out=t):", type(error).__name__, str(error).split(".")[0])
