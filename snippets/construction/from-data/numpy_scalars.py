import numpy as np
import torch

scalars = {
    "np.float64(1.5)": np.float64(1.5),
    "np.float32(1.5)": np.float32(1.5),
    "np.int32(3)": np.int32(3),
    "1.5": 1.5,  # a Python float
}
dtypes = {code: torch.tensor(value).dtype for code, value in scalars.items()}
for code, dtype in dtypes.items():
    print(f"torch.tensor({code}).dtype: {dtype}")
