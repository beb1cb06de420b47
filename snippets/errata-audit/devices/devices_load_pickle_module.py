import argparse
import io
import pickle
import warnings

import torch

print("docstring:", torch.load.__doc__.strip().splitlines()[0])
buf = io.BytesIO()
torch.save(argparse.Namespace(lr=0.1), buf)  # not a tensor: weights_only=True refuses it
outcomes = {}
for name, kwargs in (("pickle_module=pickle", {}), ("pickle_module=pickle, weights_only=True", {"weights_only": True})):
    buf.seek(0)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", FutureWarning)  # 2.4 and 2.5 warn of the coming default
            outcomes[name] = torch.load(buf, pickle_module=pickle, **kwargs)
    except RuntimeError as error:
        outcomes[name] = error
    print(f"torch.load(buf, {name}):", repr(outcomes[name]))
