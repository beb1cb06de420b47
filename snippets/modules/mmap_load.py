# raises: ValueError
import io
import os
import tempfile
import torch

path = os.path.join(tempfile.mkdtemp(), "ckpt.pt")
torch.save({"weight": torch.ones(1000, 1000)}, path)
sd = torch.load(path, mmap=True, weights_only=True)  # maps the file instead of reading it
start = sd["weight"].data_ptr()
with open("/proc/self/maps") as maps:
    mapped = any(line.rstrip().endswith(path) and int(line.split("-")[0], 16) <= start < int(line.split()[0].split("-")[1], 16)
                 for line in maps)
print("the weight's bytes lie in the mapped file:", mapped)
old = os.path.join(tempfile.mkdtemp(), "old.pt")
torch.save({"weight": torch.ones(2)}, old, _use_new_zipfile_serialization=False)  # the legacy format
try:
    torch.load(old, mmap=True, weights_only=True)
except RuntimeError as exc:
    legacy_error = exc
    print("torch.load(old, mmap=True):", type(exc).__name__, str(exc).split("`")[0] + "...")
buf = io.BytesIO()
torch.save({"weight": torch.ones(2)}, buf)
buf.seek(0)
torch.load(buf, mmap=True, weights_only=True)  # mmap needs a file path
