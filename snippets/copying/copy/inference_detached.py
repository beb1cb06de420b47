import torch

with torch.inference_mode():
    i = torch.zeros(3)  # an inference tensor
print("i.detach().is_inference():", i.detach().is_inference())
print("i.data.is_inference():", i.data.is_inference())
i.detach().copy_(torch.ones(3))  # outside inference mode: no error
i.data.add_(1)  # no error either
print("i.tolist():", i.tolist())
