import copy
import torch

net = torch.nn.Linear(2, 1)
snap_deep = copy.deepcopy(net.state_dict())
snap_clone = {k: v.clone() for k, v in net.state_dict().items()}
old = net.weight.detach().clone()
with torch.no_grad():
    net.weight.add_(1.0)  # what an optimizer step does: an in-place change
print("deepcopy keeps old values:", torch.equal(snap_deep["weight"], old))
print("clone dict keeps old values:", torch.equal(snap_clone["weight"], old))
print("new memory:", snap_deep["weight"].data_ptr() != net.weight.data_ptr(), snap_clone["weight"].data_ptr() != net.weight.data_ptr())
