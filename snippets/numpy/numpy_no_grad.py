# devices: cpu
import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
with torch.no_grad():
    a = w.numpy()  # no error
with torch.inference_mode():
    b = w.numpy()  # no error
print("w.requires_grad:", w.requires_grad)
print("same address:", a.__array_interface__["data"][0] == w.data_ptr(), b.__array_interface__["data"][0] == w.data_ptr())
