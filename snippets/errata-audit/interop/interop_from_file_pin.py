# devices: cpu
import os
import tempfile

import torch

doc = " ".join(torch.from_file.__doc__.split())
start = doc.index("pin_memory (bool, optional)")
print("docstring:", doc[start : doc.index("pinned memory.", start) + 14])
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "four.bin")
    with open(path, "wb") as file:
        file.write(bytes(16))
    try:
        torch.from_file(path, size=4, pin_memory=True)
    except RuntimeError as error:
        print("torch.from_file(path, size=4, pin_memory=True): RuntimeError:", error)
