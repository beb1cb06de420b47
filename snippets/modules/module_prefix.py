# raises: RuntimeError
import torch
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

wrapped = torch.nn.DataParallel(torch.nn.Linear(2, 3))  # as a multi-GPU training script saves it
sd = wrapped.state_dict()
print("saved keys:", list(sd))
fixed = dict(sd)
consume_prefix_in_state_dict_if_present(fixed, "module.")  # strips the prefix in place
print("after consume_prefix_in_state_dict_if_present:", list(fixed))
print(torch.nn.Linear(2, 3).load_state_dict(fixed))
torch.nn.Linear(2, 3).load_state_dict(sd)  # the bare model has no "module." keys
