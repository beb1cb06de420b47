import copy
import torch


class Stats(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("mean", torch.zeros(2))
        self.register_buffer("scratch", torch.zeros(2), persistent=False)
        self.plain = torch.zeros(2)  # an ordinary attribute


s = Stats()
s.to(torch.float64)
print("dtypes:", s.mean.dtype, s.scratch.dtype, s.plain.dtype)
print("state_dict keys:", list(s.state_dict()))
s2 = copy.deepcopy(s)
print("deepcopy, new memory:", s2.mean.data_ptr() != s.mean.data_ptr(), s2.plain.data_ptr() != s.plain.data_ptr())
