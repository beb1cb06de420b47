import torch

dst = torch.nn.Linear(2, 1)
w = dst.weight
src = {"weight": torch.full((1, 2), 5.0), "bias": torch.zeros(1)}
dst.load_state_dict(src, assign=True)
print("dst.weight is w:", dst.weight is w)
print("dst.weight is src['weight']:", dst.weight is src["weight"])
print("shares memory with src:", dst.weight.data_ptr() == src["weight"].data_ptr())
print("type:", type(dst.weight).__name__, " requires_grad:", dst.weight.requires_grad)
src["weight"].fill_(7.0)
print("dst.weight after src changes:", dst.weight.tolist())
bn = torch.nn.BatchNorm1d(2)
sd = bn.state_dict()
bn.load_state_dict(sd, assign=True)
print("bn.running_mean is sd['running_mean']:", bn.running_mean is sd["running_mean"])
print("bn.weight is sd['weight']:", bn.weight is sd["weight"])
print("bn.weight is a torch.nn.Parameter:", isinstance(bn.weight, torch.nn.Parameter))
