# raises: RuntimeError
import torch

with torch.inference_mode():
    i = torch.ones(3)        # made inside inference mode
print("i.is_inference():", i.is_inference())
i.requires_grad_()           # outside it
