import torch

doc = " ".join(torch.inference_mode.__doc__.split())
print("docstring has “(e.g., model training)”:", "(e.g., model training)" in doc)
model = torch.nn.Linear(2, 1)
with torch.inference_mode():  # a training step's forward pass
    loss = model(torch.ones(1, 2)).sum()
print("loss.requires_grad:", loss.requires_grad)
try:
    loss.backward()
except RuntimeError as error:
    print("loss.backward() raises RuntimeError:", error)
