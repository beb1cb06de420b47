# devices: cpu
import numpy as np
import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
errors = {}
for convert in (np.array, np.asarray):
    try:
        convert(w)
    except RuntimeError as exc:
        errors[convert.__name__] = str(exc)
        print(f"np.{convert.__name__}: RuntimeError: {exc}")
