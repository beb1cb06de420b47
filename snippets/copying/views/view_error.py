# raises: RuntimeError
import torch

x = torch.tensor([[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]])
x.t().view(6)  # view never copies
