import torch

lin = torch.nn.Linear(2, 1)
sd = lin.state_dict()
print("type:", type(sd["weight"]).__name__, " requires_grad:", sd["weight"].requires_grad)
print("sd['weight'] is lin.weight:", sd["weight"] is lin.weight)
kv = lin.state_dict(keep_vars=True)
print("keep_vars=True, type:", type(kv["weight"]).__name__, " requires_grad:", kv["weight"].requires_grad)
print("kv['weight'] is lin.weight:", kv["weight"] is lin.weight)
