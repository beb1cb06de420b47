import io
import warnings

import torch

doc = " ".join(torch.load.__doc__.split())
args = doc[doc.index("pickle_load_args:") : doc.index("errors=...") + len("errors=...`")]
print("docstring:", args)
buf = io.BytesIO()
torch.save({"step": 1}, buf)
outcomes = {}
for name, kwargs in (("weights_only=False", {"weights_only": False}), ("default weights_only", {})):
    buf.seek(0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # 2.4 and 2.5 warn of the coming default
        try:
            outcomes[name] = torch.load(buf, errors="strict", **kwargs)
        except TypeError as error:
            outcomes[name] = error
    print(f"errors='strict', {name}:", repr(outcomes[name]))
