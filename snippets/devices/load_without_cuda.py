# devices: cuda
# timeout: 180
import os
import subprocess
import sys
import tempfile

import torch

LOADER = """
import sys, torch
try:
    torch.load(sys.argv[1], weights_only=True)
except RuntimeError as exc:
    print("RuntimeError:", exc)
state = torch.load(sys.argv[1], map_location="cpu", weights_only=True)
print("with map_location='cpu':", state["weight"].device)
"""

with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "checkpoint.pt")
    torch.save({"weight": torch.ones(2, device="cuda")}, path)
    hidden = {**os.environ, "CUDA_VISIBLE_DEVICES": ""}  # a process that sees no GPU
    done = subprocess.run([sys.executable, "-c", LOADER, path], env=hidden, capture_output=True, text=True, timeout=150)
print(done.stdout, end="")
if done.returncode:
    print(done.stderr)
