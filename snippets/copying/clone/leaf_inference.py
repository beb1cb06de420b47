import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with torch.inference_mode():
    x.detach_()
    print("x.detach_(): x.requires_grad", x.requires_grad)
    x.resize_(4)
    print("x.resize_(4): no error, x.shape", tuple(x.shape))
