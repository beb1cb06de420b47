# devices: cpu
import torch

print("default dtype at start:", torch.get_default_dtype())
for dtype in (torch.float64, torch.float16, torch.float32):
    torch.set_default_dtype(dtype)
    print(f"after set_default_dtype({dtype}):", torch.get_default_dtype(), torch.zeros(1).dtype)
for dtype in (torch.int64, torch.complex64, torch.bool):
    try:
        torch.set_default_dtype(dtype)
    except TypeError as error:
        print(f"set_default_dtype({dtype}): TypeError:", error)
for dtype in (torch.float32, torch.float64):
    torch.set_default_dtype(dtype)
    print(f"default {dtype}: int tensor * 1.5: {(torch.tensor([1, 2]) * 1.5).dtype}, bool tensor + 1.5: "
          f"{(torch.tensor([True]) + 1.5).dtype}, int tensor * 1j: {(torch.tensor([1]) * 1j).dtype}")
torch.set_default_dtype(torch.float32)
for dtype in (torch.float16, torch.bfloat16):
    torch.set_default_dtype(dtype)
    try:
        inferred = torch.tensor(1j).dtype
    except RuntimeError as error:
        inferred = f"RuntimeError: {error}"
    torch.set_default_dtype(torch.float32)
    print(f"default {dtype}: torch.tensor(1j): {inferred}")
