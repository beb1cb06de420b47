import re
import numpy as np
import torch

doc = " ".join(torch.from_numpy.__doc__.split())
sentence = re.search(r"It currently accepts :attr:`ndarray` with dtypes of (.*?)\. ", doc).group(1)
listed = re.findall(r"``(?:numpy\.)?(\w+)``", sentence)
print("the docstring lists:", ", ".join(listed))

made = {}
for name in ("uint16", "uint32", "uint64"):
    made[name] = torch.from_numpy(np.array([1, 2], dtype=name)).dtype
    print(f"torch.from_numpy of a {name} array:", made[name], "| listed:", name in listed)
