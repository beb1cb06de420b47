# devices: cpu
import numpy as np
import torch


def address(array):
    return array.__array_interface__["data"][0]


def shares_with_array(convert):
    a = np.arange(3.0)
    return convert(a).data_ptr() == address(a)


def shares_with_tensor(convert):
    t = torch.arange(3.0)
    result = convert(t)
    pointer = result.data_ptr() if isinstance(result, torch.Tensor) else address(result)
    return pointer == t.data_ptr()


buffer = bytearray(8)
from_buffer = torch.frombuffer(buffer, dtype=torch.float32)
from_buffer[0] = 1.0  # a write through the tensor
shares = {
    "torch.asarray(t)": shares_with_tensor(lambda t: torch.asarray(t)),
    "torch.asarray(t, copy=True)": shares_with_tensor(lambda t: torch.asarray(t, copy=True)),
    "torch.asarray(a)": shares_with_array(lambda a: torch.asarray(a)),
    "torch.frombuffer(buffer, dtype=...)": bytes(buffer[:4]) != bytes(4),
    "torch.from_dlpack(a)": shares_with_array(lambda a: torch.from_dlpack(a)),
    "np.from_dlpack(t)": shares_with_tensor(lambda t: np.from_dlpack(t)),
    "t.to('cpu', non_blocking=True)": shares_with_tensor(lambda t: t.to("cpu", non_blocking=True)),
}
print("| call | shares memory | independent copy |")
print("|---|:-:|:-:|")
for call, shared in shares.items():
    print(f"| `{call}` | {'✓' if shared else ''} | {'' if shared else '✓'} |")
