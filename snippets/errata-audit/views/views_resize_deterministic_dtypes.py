# devices: cpu
import warnings

import torch

warnings.filterwarnings("ignore", "ComplexHalf support is experimental")
made = {dtype: torch.zeros(1, dtype=dtype) for dtype in (torch.complex32, torch.float8_e4m3fn, torch.complex64)}
torch.use_deterministic_algorithms(True)
for dtype, t in made.items():
    try:
        t.resize_(2)
    except RuntimeError:
        print(f"{dtype}: RuntimeError")
        continue
    print(f"{dtype}: the new element is NaN: {torch.isnan(t[1].to(torch.complex64)).item()}")
torch.use_deterministic_algorithms(False)
