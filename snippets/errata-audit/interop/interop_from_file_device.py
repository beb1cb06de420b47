# devices: cpu
import os
import tempfile

import torch

doc = " ".join(torch.from_file.__doc__.split())
print("docstring:", doc[doc.index("Creates a CPU tensor") : doc.index("memory-mapped file.") + 19])
start = doc.index("device (:class:`torch.device`, optional)")
print("docstring:", doc[start : doc.index("torch.set_default_device`).", start) + 27])
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "four.bin")
    with open(path, "wb") as file:
        file.write(bytes(16))
    with torch.device("meta"):
        t = torch.from_file(path, size=4)
        try:
            torch.from_file(path, size=4, device="meta")
        except NotImplementedError as error:
            explicit = f"NotImplementedError: {str(error).split(',')[0]}"
print('under torch.device("meta"): torch.from_file(path, size=4):', t.device)
print('torch.from_file(path, size=4, device="meta"):', explicit)
