import io
import pickle
import types

import torch

seen = []


class Unpickler(pickle.Unpickler):
    def __init__(self, *args, **kwargs):
        seen.append(kwargs)
        super().__init__(*args, **kwargs)


spy = types.ModuleType("spy")  # a pickle_module that records what torch.load passes its Unpickler
spy.Unpickler, spy.load = Unpickler, pickle.load
buf = io.BytesIO()
torch.save({"step": 1}, buf)
buf.seek(0)
torch.load(buf, pickle_module=spy, weights_only=False)
buf.seek(0)
torch.load(buf, pickle_module=spy, weights_only=False, encoding="latin1")
print("Unpickler keyword arguments:", seen)
