import copy
import warnings

import torch

warnings.filterwarnings("ignore", r"`?torch\.nn\.utils\.weight_norm`? is deprecated")  # the older function, as spectral_norm
wn = torch.nn.utils.weight_norm(torch.nn.Linear(2, 2))  # grad mode on, no forward pass
print("grad mode on:", torch.is_grad_enabled(), "| wn.weight is a leaf:", wn.weight.is_leaf)
try:
    copy.deepcopy(wn)
except RuntimeError as exc:
    error = exc
    print(f"copy.deepcopy(wn): RuntimeError: {str(error).split(' at the moment.')[0]} at the moment.")
