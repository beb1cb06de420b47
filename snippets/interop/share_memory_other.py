# devices: cpu
import tempfile

import torch

moved = torch.arange(1.0, 5.0).share_memory_()
view = moved[1:]
with tempfile.NamedTemporaryFile() as f:
    f.write(bytes(16))
    f.flush()
    mapped = torch.from_file(f.name, shared=False, size=4)
for name, t in (("moved", moved), ("view", view), ("mapped", mapped)):
    before, address = t.is_shared(), t.data_ptr()
    r = t.share_memory_()
    print(f"{name}: is_shared() before: {before} | same object: {r is t} | data_ptr() changed: {t.data_ptr() != address}")

sparse = torch.zeros(3).to_sparse()
print("sparse layout:", sparse.layout)
try:
    sparse.share_memory_()
except NotImplementedError as exc:
    error = exc
    print("share_memory_(): NotImplementedError:", exc)
