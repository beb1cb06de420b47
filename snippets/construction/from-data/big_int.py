import torch

big = 2**63  # one more than the largest int64, 2**63 - 1
try:
    torch.tensor([big])
except (RuntimeError, ValueError) as exc:  # the class depends on the release
    error = exc
    print(f"torch.tensor([big]): {type(exc).__name__}: {exc}")
largest = torch.tensor([2**63 - 1])
as_uint64 = torch.tensor([big], dtype=torch.uint64)
as_float64 = torch.tensor([big], dtype=torch.float64)
print("torch.tensor([2**63 - 1]):", largest)
print("dtype=torch.uint64:", as_uint64)
print("dtype=torch.float64:", as_float64)
rounded = torch.tensor([2**53 + 1], dtype=torch.float64)
print("2**53 + 1 in float64:", int(rounded.item()), "== 2**53:", int(rounded.item()) == 2**53)
u = torch.tensor([big, 5], dtype=torch.uint64)
try:
    u + 1
except RuntimeError as exc:  # NotImplementedError, a subclass of it, on newer releases
    add_error = exc
    print("u + 1:", exc)
print("u.sum():", u.sum())
