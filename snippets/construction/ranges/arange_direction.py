# raises: RuntimeError
import torch

print("arange(5, 5):", torch.arange(5, 5))      # end equal to start: empty
print("list(range(3, 0)):", list(range(3, 0)))  # Python's range is empty here
torch.arange(3, 0)                               # end below start with step 1
