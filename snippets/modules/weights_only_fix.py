import argparse
import io
import pickle
import torch

buf = io.BytesIO()
torch.save({"weight": torch.ones(2), "args": argparse.Namespace(lr=0.1)}, buf)
buf.seek(0)
ckpt = torch.load(buf, weights_only=False)  # only for a file you trust
print("weights_only=False:", type(ckpt["args"]).__name__, ckpt["args"].lr)
buf.seek(0)
try:
    torch.load(buf, weights_only=True)
    refused = None
except pickle.UnpicklingError as e:
    refused = type(e).__name__
print("weights_only=True: ", refused)
if hasattr(torch.serialization, "safe_globals"):  # 2.5 and later
    buf.seek(0)
    with torch.serialization.safe_globals([argparse.Namespace]):  # allow this one class while loading
        allowed = torch.load(buf, weights_only=True)
    print("weights_only=True in safe_globals:", type(allowed["args"]).__name__, allowed["args"].lr)
    print("allowed after the block:", argparse.Namespace in torch.serialization.get_safe_globals())
if hasattr(torch.serialization, "add_safe_globals"):  # 2.4 and later
    buf.seek(0)
    torch.serialization.add_safe_globals([argparse.Namespace])  # allow this class for the rest of the process
    added = torch.load(buf, weights_only=True)
    print("weights_only=True after add_safe_globals:", type(added["args"]).__name__, added["args"].lr)


class Payload:  # what a hostile file can hold: unpickling it calls a function the file names
    def __reduce__(self):
        return print, ("print() was called by torch.load",)


bad = io.BytesIO()
torch.save(Payload(), bad)
bad.seek(0)
torch.load(bad, weights_only=False)
