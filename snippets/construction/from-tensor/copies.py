import torch

base = torch.zeros(3)
x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
r = base.new_tensor(x)
print("r requires_grad:", r.requires_grad, "is_leaf:", r.is_leaf)
r += 10                    # write to the new tensor
print("x after writing to r:", x.tolist())
r2 = base.new_tensor(x, requires_grad=True)
print("r2 requires_grad:", r2.requires_grad, "is_leaf:", r2.is_leaf)
