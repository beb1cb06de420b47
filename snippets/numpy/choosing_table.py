# devices: cpu
import warnings

import numpy as np
import torch


def address(array):
    return array.__array_interface__["data"][0]


def to_array(convert):
    t = torch.tensor([1.0, 2.0, 3.0])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # NumPy 2's warning for np.array(t): see above
        array = convert(t)
    return address(array) == t.data_ptr()


def to_tensor(convert):
    a = np.array([1.0, 2.0, 3.0], dtype=np.float32)
    return convert(a).data_ptr() == address(a)


shares = {
    "t.numpy()": to_array(lambda t: t.numpy()),
    "np.asarray(t)": to_array(lambda t: np.asarray(t)),
    "np.array(t)": to_array(lambda t: np.array(t)),
    "torch.from_numpy(a)": to_tensor(lambda a: torch.from_numpy(a)),
    "torch.as_tensor(a)": to_tensor(lambda a: torch.as_tensor(a)),
    "torch.tensor(a)": to_tensor(lambda a: torch.tensor(a)),
}
print("| call | shares memory | independent copy |")
print("|---|:-:|:-:|")
for call, shared in shares.items():
    print(f"| `{call}` | {'✓' if shared else ''} | {'' if shared else '✓'} |")
