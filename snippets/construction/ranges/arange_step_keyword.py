# raises: TypeError
import torch

signature = torch.arange.__doc__.strip().splitlines()[0]
print("first line of torch.arange.__doc__:", signature)
start, end, step = 0, 10, 3
c = torch.arange(start, end, step=step)   # fine: start and end are given
print("arange(0, 10, step=3):", c)
torch.arange(end, step=step)              # a step without a start
