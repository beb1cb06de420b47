# raises: RuntimeError
import torch

sd = torch.nn.Linear(2, 3).state_dict()  # a checkpoint with 3 outputs
model = torch.nn.Linear(2, 4)  # a model with 4
current = model.state_dict()
kept = {k: v for k, v in sd.items() if v.shape == current[k].shape}  # the fix: drop what does not fit
print("after dropping mismatched shapes:", model.load_state_dict(kept, strict=False))
model.load_state_dict(sd, strict=False)
