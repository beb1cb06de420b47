# devices: cpu
import torch

t = torch.zeros(2)
try:
    torch.zeros_like(t, out=torch.empty(2))
except TypeError as error:
    print("zeros_like(t, out=...) raises", type(error).__name__ + ";", error)
torch.use_deterministic_algorithms(True)
print("torch.utils.deterministic.fill_uninitialized_memory:", torch.utils.deterministic.fill_uninitialized_memory)
filled = {dtype: torch.empty_like(torch.zeros(2, dtype=dtype)) for dtype in (torch.float32, torch.complex64, torch.int32, torch.uint8)}
print("deterministic empty_like: float32", filled[torch.float32].tolist(),
      "| complex64 all NaN:", bool(filled[torch.complex64].isnan().all()),
      "| int32", filled[torch.int32].tolist(), "| uint8", filled[torch.uint8].tolist())
torch.use_deterministic_algorithms(False)

x = torch.ones(2, requires_grad=True)
i = x.to(torch.int64)
print("x.to(torch.int64).requires_grad:", i.requires_grad)
other = torch.zeros(1, dtype=torch.float64, device="meta")
y = torch.ones(2).to(other)
print("torch.ones(2).to(other):", y.dtype, y.device)
z = torch.ones(2, dtype=torch.int32).to("meta")
print('.to("meta") keeps the dtype:', z.dtype, z.device)
