# devices: cpu
import signal
import subprocess
import sys

import torch

doc = " ".join(torch.from_dlpack.__doc__.split())
start = doc.index("Converts a tensor")
print("docstring:", doc[start : doc.index("``torch.Tensor``.", start) + 17])
code = "import numpy as np, torch; a = np.arange(3.0); torch.from_dlpack(a[::-1])"
child = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
if child.returncode < 0:
    print("torch.from_dlpack(a[::-1]) ended the interpreter with", signal.Signals(-child.returncode).name)
else:
    print("torch.from_dlpack(a[::-1]) raised", child.stderr.strip().splitlines()[-1])
