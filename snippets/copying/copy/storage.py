import torch

t = torch.zeros(3)
held = t[1:]  # a view of the target, held elsewhere
src = torch.tensor([1.0, 2.0, 3.0])
ptr = t.data_ptr()
with torch.no_grad():  # no_grad changes nothing for this target; the rule is stated under it
    t.copy_(src)
print("same memory as before:", t.data_ptr() == ptr)
print("held:", held)
src.add_(10)  # change the source afterwards
print("t:", t)
