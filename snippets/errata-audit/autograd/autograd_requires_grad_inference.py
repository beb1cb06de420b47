import torch

with torch.inference_mode():  # preprocessing, as when loading saved weights
    w = torch.tensor([0.1, 0.2, 0.3]) * 2
print("w.requires_grad:", w.requires_grad, "| w.is_inference():", w.is_inference())
try:
    w.requires_grad_()
except RuntimeError as error:
    print("w.requires_grad_() raises RuntimeError:", error)
