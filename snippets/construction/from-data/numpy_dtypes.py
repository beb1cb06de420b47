# raises: TypeError
import numpy as np
import torch

converted = {}
for name in ["complex64", "uint16", "uint32", "uint64"]:
    converted[name] = torch.from_numpy(np.zeros(1, dtype=name)).dtype
    print(name, "->", converted[name])
torch.from_numpy(np.array(["a", "b"]))  # strings: not supported
