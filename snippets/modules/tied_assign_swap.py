import torch


class Tied(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Linear(2, 2, bias=False)
        self.b = torch.nn.Linear(2, 2, bias=False)
        self.b.weight = self.a.weight  # one Parameter under two names


sd = {k: v.clone() for k, v in Tied().state_dict().items()}
m = Tied()
torch.__future__.set_swap_module_params_on_conversion(True)
try:
    m.load_state_dict(sd, assign=True)
finally:
    torch.__future__.set_swap_module_params_on_conversion(False)  # the flag holds for the whole process otherwise
print("assign=True after set_swap_module_params_on_conversion(True): a.weight is b.weight:", m.a.weight is m.b.weight)
print("named_parameters:", [n for n, _ in m.named_parameters()])
