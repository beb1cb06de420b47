# raises: RuntimeError
import torch

with torch.inference_mode():
    i = torch.ones(3)        # made inside inference mode
print("i.is_inference():", i.is_inference())
try:
    torch.nn.Parameter(i)    # outside it
except RuntimeError as error:
    print("torch.nn.Parameter(i): RuntimeError:", error)
i.requires_grad_()           # outside it
