import numpy as np
import torch

arr = np.arange(4.0)
rev = arr[::-1]  # a reversed view of the array
print("rev.strides:", rev.strides)
conversions = {
    "torch.from_numpy": torch.from_numpy,
    "torch.tensor": torch.tensor,
    "torch.as_tensor": torch.as_tensor,
    "torch.asarray": torch.asarray,
    "torch.Tensor": torch.Tensor,
    "torch.FloatTensor": torch.FloatTensor,
}
errors = {}
for name, convert in conversions.items():
    try:
        convert(rev)
    except ValueError as e:
        errors[name] = str(e)
        print(f"{name}(rev): ValueError")
print("the message:", errors["torch.from_numpy"])
