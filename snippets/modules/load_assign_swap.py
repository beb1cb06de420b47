import torch

dst = torch.nn.Linear(2, 1)
w = dst.weight
src = {"weight": torch.full((1, 2), 5.0), "bias": torch.zeros(1)}
torch.__future__.set_swap_module_params_on_conversion(True)
try:
    dst.load_state_dict(src, assign=True)
finally:
    torch.__future__.set_swap_module_params_on_conversion(False)  # the flag holds for the whole process otherwise
print("dst.weight is w:", dst.weight is w)
print("shares memory with src:", dst.weight.data_ptr() == src["weight"].data_ptr())
print("type:", type(dst.weight).__name__, " requires_grad:", dst.weight.requires_grad, " values:", dst.weight.tolist())
