import torch

torch.use_deterministic_algorithms(True)
print("fill_uninitialized_memory:", torch.utils.deterministic.fill_uninitialized_memory)
e = torch.empty(3)
i = torch.empty(3, dtype=torch.int64)
x = torch.full((3,), 7.0)
torch.empty(3, out=x)   # out= too
c = torch.empty_like(torch.zeros(2, dtype=torch.complex64))
print("float all NaN:", e.isnan().all().item())
print("int64 all max:", (i == torch.iinfo(torch.int64).max).all().item())
print("out=x all NaN:", x.isnan().all().item())
print("complex empty_like:", c)
torch.use_deterministic_algorithms(False)  # restore the default
