import torch

dst = torch.nn.Linear(2, 1)
w = dst.weight  # the Parameter object before loading
ptr = w.data_ptr()
src = {"weight": torch.full((1, 2), 5.0), "bias": torch.zeros(1)}
dst.load_state_dict(src)
print("dst.weight is w:", dst.weight is w)
print("same memory as before:", dst.weight.data_ptr() == ptr)
print("shares memory with src:", dst.weight.data_ptr() == src["weight"].data_ptr())
src["weight"].fill_(7.0)
print("dst.weight after src changes:", dst.weight.tolist())
