import torch


class Tied(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Linear(2, 2, bias=False)
        self.b = torch.nn.Linear(2, 2, bias=False)
        self.b.weight = self.a.weight  # one Parameter under two names


src = Tied()
sd = {k: v.clone() for k, v in src.state_dict().items()}
print("keys:", list(sd))
copied = Tied()
copied.load_state_dict(sd)
print("load_state_dict(sd): a.weight is b.weight:", copied.a.weight is copied.b.weight)
assigned = Tied()
assigned.load_state_dict(sd, assign=True)
print("assign=True:         a.weight is b.weight:", assigned.a.weight is assigned.b.weight)
print("named_parameters:", [n for n, _ in copied.named_parameters()], [n for n, _ in assigned.named_parameters()])
