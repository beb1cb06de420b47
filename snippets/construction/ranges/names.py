import torch

for name in ["arange", "arrange", "linspace", "linespace", "logspace", "range"]:
    print(f"torch.{name}:", "exists" if hasattr(torch, name) else "missing")
