# devices: cpu
# raises: RuntimeError
import torch

with torch.inference_mode():
    t = torch.arange(1.0, 4.0)  # an inference tensor
print("t.is_inference():", t.is_inference())
torch.asarray(t, requires_grad=True)  # outside inference mode
