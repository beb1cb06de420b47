# devices: cpu
import numpy as np
import torch


def address(source):
    if isinstance(source, torch.Tensor):
        return source.data_ptr()
    return source.__array_interface__["data"][0]


sources = {
    "list": lambda: [1.0, 2.0, 3.0],
    "NumPy array": lambda: np.array([1.0, 2.0, 3.0], dtype=np.float32),
    "tensor": lambda: torch.tensor([1.0, 2.0, 3.0]),
}
results = {}
for name, make in sources.items():
    for copy in (None, True, False):
        source = make()
        try:
            r = torch.asarray(source, copy=copy)
        except ValueError as error:
            results[name, copy] = f"ValueError: {error}"
        else:
            if isinstance(source, list):
                results[name, copy] = "new tensor"
            elif r is source:
                results[name, copy] = "the same tensor object"
            elif r.data_ptr() == address(source):
                results[name, copy] = "shares memory"
            else:
                results[name, copy] = "new memory"
        print(f"{name:12} copy={str(copy):5}  {results[name, copy]}")
