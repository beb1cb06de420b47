# devices: cpu
import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
a = w.numpy(force=True)  # no error
print("same address:", a.__array_interface__["data"][0] == w.data_ptr())
a[0] = 10.0              # write through the array
print(w)
print("version counter:", w._version)

b16 = torch.tensor([1.0, 2.0], dtype=torch.bfloat16, requires_grad=True)
try:
    b16.numpy(force=True)
except TypeError as error:  # NumPy has no bfloat16
    print("bfloat16 leaf, force=True: TypeError:", error)
