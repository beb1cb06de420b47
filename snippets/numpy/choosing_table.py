# devices: cpu
import warnings

import numpy as np
import torch


def address(x):
    return x.data_ptr() if isinstance(x, torch.Tensor) else x.__array_interface__["data"][0]


def from_tensor(convert):
    t = source = torch.tensor([1.0, 2.0, 3.0])  # a float32 CPU tensor
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # NumPy 2's warning for np.array(t): see below
        result = convert(t)
    same = address(result) == address(source)
    source[0] = 10.0  # a later write through the source
    return same, bool(result[0] == 10.0)


def from_array(convert):
    a = source = np.array([1.0, 2.0, 3.0], dtype=np.float32)
    result = convert(a)
    same = address(result) == address(source)
    source[0] = 10.0  # a later write through the source
    return same, bool(result[0] == 10.0)


default_device = torch.empty(0).device.type  # the CPU: torch.as_tensor(a) puts its result on the default device
results = {
    "t.numpy()": from_tensor(lambda t: t.numpy()),
    "np.asarray(t)": from_tensor(lambda t: np.asarray(t)),
    "np.array(t)": from_tensor(lambda t: np.array(t)),
    "torch.from_numpy(a)": from_array(lambda a: torch.from_numpy(a)),
    "torch.as_tensor(a)": from_array(lambda a: torch.as_tensor(a)),
    "torch.tensor(a)": from_array(lambda a: torch.tensor(a)),
}
print("| call | `address(result) == address(source)` | `source[0] = 10.0; result[0] == 10.0` |")
print("|---|:-:|:-:|")
for call, (same, sees) in results.items():
    print(f"| `{call}` | {'✓' if same else '✗'} | {'✓' if sees else '✗'} |")
