import sys

import torch

print("torch:", torch.__version__)
print("python:", sys.version.split()[0])
print("default device:", torch.get_default_device())
print("CUDA available:", torch.cuda.is_available())
print("MPS available:", torch.backends.mps.is_available())
