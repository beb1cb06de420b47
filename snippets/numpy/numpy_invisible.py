# devices: cpu
import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
y = (w * w).sum()          # saves w for backward: dy/dw = 2 * w
a = w.detach().numpy()     # the array the error message suggests; it shares w's memory
a[0] = 10.0                # write through NumPy
print("w:", w.detach(), "| w._version:", w._version)
y.backward()               # runs: autograd never saw the write
print("w.grad:", w.grad)   # 2 * the new values, not 2 * [1., 2.]

v = torch.tensor([1.0, 2.0], requires_grad=True)
z = (v * v).sum()
v.detach()[0] = 10.0       # the same write, made by torch
print("v._version:", v._version)
try:
    z.backward()
    message = ""
except RuntimeError as error:
    message = str(error)
    print("RuntimeError:", message.split(";")[0])
