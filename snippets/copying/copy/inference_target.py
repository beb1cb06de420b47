import torch

with torch.inference_mode():
    t = torch.zeros(3)  # an inference tensor
print("t.is_inference():", t.is_inference())
try:
    t.copy_(torch.ones(3))  # outside inference mode
except RuntimeError as error:
    print("RuntimeError:", error)
print("t.tolist() after the error:", t.tolist())
