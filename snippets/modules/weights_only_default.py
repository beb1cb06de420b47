import argparse
import io
import pickle
import re
import torch

args = argparse.Namespace(lr=0.1)  # a training script's options, saved with the weights
buf = io.BytesIO()
torch.save({"weight": torch.ones(2), "args": args}, buf)
buf.seek(0)
try:
    ckpt = torch.load(buf)  # no weights_only argument
    print("loaded:", type(ckpt["args"]).__name__)
except pickle.UnpicklingError as e:
    error = e
    print("refused:", type(e).__name__)
    # two sentences of the long message
    for pattern in (r"In PyTorch 2\.6, we changed .*? to `True`\.", r"Unsupported global: GLOBAL \S+ was not an allowed global by default\."):
        found = re.search(pattern, str(e))
        print(found.group() if found else "")
