import io
import warnings

import torch

buf = io.BytesIO()
torch.save({"step": 1}, buf)
outcomes = {}
for weights_only in (False, True):
    buf.seek(0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # later releases warn that pickle_load_args need weights_only=False
        try:
            outcomes[weights_only] = torch.load(buf, weights_only=weights_only, errors="strict")
        except TypeError as error:
            outcomes[weights_only] = error
    print(f"torch.load(buf, weights_only={weights_only}, errors='strict'):", repr(outcomes[weights_only]))
