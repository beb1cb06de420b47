import numpy as np
import torch

x = torch.full((3,), 7.0)
r = torch.empty(2, 3, out=x)   # out= of another shape: resized
print("torch.empty(2, 3, out=x) is x:", r is x, "| shape:", tuple(x.shape), "| stride:", x.stride())

errors = {}
try:
    torch.empty(2, 3, dtype=torch.float64, out=torch.from_numpy(np.full(3, 7.0)))
except RuntimeError as error:
    errors["from_numpy"] = error
with torch.inference_mode():
    y = torch.full((3,), 7.0)   # an inference tensor
try:
    torch.empty(2, 3, out=y)    # outside inference mode
except RuntimeError as error:
    errors["inference"] = error
for name, error in errors.items():
    print(f"{name}:", type(error).__name__, str(error).split(".")[0])
