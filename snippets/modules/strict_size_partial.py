import torch

sd = torch.nn.Sequential(torch.nn.Linear(2, 3), torch.nn.Linear(4, 4)).state_dict()  # layer 0 does not fit
sd["1.weight"] = torch.ones(4, 4)  # layer 1 fits
for strict in (False, True):
    model = torch.nn.Sequential(torch.nn.Linear(2, 4), torch.nn.Linear(4, 4))
    try:
        model.load_state_dict(sd, strict=strict)
    except RuntimeError as exc:
        error = exc
        print(f"load_state_dict(sd, strict={strict}): RuntimeError:", str(exc).splitlines()[1].strip())
    print(f"strict={strict}: model[1].weight holds sd['1.weight'] after the error:", torch.equal(model[1].weight, sd["1.weight"]))
