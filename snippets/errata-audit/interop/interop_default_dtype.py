# devices: cpu
import torch

doc = " ".join(torch.set_default_dtype.__doc__.split())
for start_words, end_words in (("Supports floating point dtype", "as inputs."),
                               ("When the default floating type is float16", "is complex32."),
                               ("For bfloat16, an exception", "type for bfloat16.")):
    if start_words in doc:
        start = doc.index(start_words)
        print("docstring:", doc[start : doc.index(end_words, start) + len(end_words)])
print("torch.float8_e4m3fn.is_floating_point:", torch.float8_e4m3fn.is_floating_point)
try:
    torch.set_default_dtype(torch.float8_e4m3fn)
except TypeError as error:
    print("torch.set_default_dtype(torch.float8_e4m3fn): TypeError:", error)
made = {}
for dtype in (torch.float16, torch.bfloat16):
    torch.set_default_dtype(dtype)
    made[dtype] = torch.full((2,), 1j)
    try:
        inferred = torch.tensor(1j).dtype
    except RuntimeError as error:
        inferred = f"RuntimeError: {error}"
    torch.set_default_dtype(torch.float32)
    print(f"default {dtype}: torch.full((2,), 1j): {made[dtype].dtype}")
    print(f"default {dtype}: torch.tensor(1j): {inferred}")
