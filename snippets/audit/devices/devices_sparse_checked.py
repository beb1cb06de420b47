import io
import warnings

import torch

bad = torch.sparse_coo_tensor(torch.tensor([[5]]), torch.tensor([1.0]), (3,), check_invariants=False)  # index 5, size 3
buf = io.BytesIO()
torch.save(bad, buf)
outcomes = {}
for weights_only in (True, False):
    buf.seek(0)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)  # a release that checks may say so in a warning
            torch.load(buf, weights_only=weights_only)
        outcomes[weights_only] = "loads"
    except Exception as error:
        outcomes[weights_only] = f"{type(error).__name__}: {str(error).splitlines()[0]}"
    print(f"weights_only={weights_only}:", outcomes[weights_only])
