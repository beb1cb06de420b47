import torch

t = torch.ones(3)  # a normal tensor, made outside inference mode
print("t._version before:", t._version)
with torch.inference_mode():
    t.add_(1)
    v = t[:2]
print("t._version after t.add_(1) in inference mode:", t._version)
print("v = t[:2] in inference mode, v._base is t:", v._base is t)
