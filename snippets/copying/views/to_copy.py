import torch

x = torch.tensor([1.0, 2.0, 3.0])
same = x.to(torch.float32)  # nothing to change
forced = x.to(torch.float32, copy=True)
converted = x.double()
print("x.to(torch.float32) is x:", same is x)
print("copy=True gives a new tensor:", forced is not x, " shares memory:", forced.data_ptr() == x.data_ptr())
x[0] = -1.0
print("after x[0] = -1:", same[0].item(), forced[0].item(), converted[0].item())
