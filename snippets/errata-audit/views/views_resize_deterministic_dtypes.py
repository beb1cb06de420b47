# devices: cpu
import warnings

import torch

warnings.filterwarnings("ignore", "ComplexHalf support is experimental")
made = {dtype: torch.zeros(1, dtype=dtype) for dtype in (torch.complex32, torch.complex64)}
torch.use_deterministic_algorithms(True)
for dtype, t in made.items():
    try:
        t.resize_(2)
        wide = t[1].to(torch.complex64)
        print(f"{dtype}: the new element is NaN: {torch.isnan(wide).item()}")
    except RuntimeError:
        print(f"{dtype}: RuntimeError")
torch.use_deterministic_algorithms(False)
