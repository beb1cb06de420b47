# devices: cpu
import numpy as np
import torch

z = np.array(3.5)  # a 0-d array
address = z.__array_interface__["data"][0]
calls = {
    "torch.asarray(z)": lambda: torch.asarray(z),
    "torch.asarray(z, copy=False)": lambda: torch.asarray(z, copy=False),
    "torch.from_numpy(z)": lambda: torch.from_numpy(z),
    "torch.as_tensor(z)": lambda: torch.as_tensor(z),
}
made = {call: make() for call, make in calls.items()}
z[()] = 10.0  # a later write into the array
results = {call: (t.data_ptr() == address, t.item()) for call, t in made.items()}
for call, (same, value) in results.items():
    print(f"{call}: same address {same}, value after z[()] = 10.0: {value}")
