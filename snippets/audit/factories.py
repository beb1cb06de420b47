# devices: cpu
import torch

made = {
    "torch.zeros(2)": torch.zeros(2),
    "torch.ones(2)": torch.ones(2),
    "torch.empty(2, 3)": torch.empty(2, 3),
    "torch.full((2,), 7)": torch.full((2,), 7),
    "torch.arange(3)": torch.arange(3),
    "torch.range(0, 2)": torch.range(0, 2),  # deprecated: it warns
    "torch.linspace(0, 1, 3)": torch.linspace(0, 1, 3),
}
for call, tensor in made.items():
    print(f"{call}: {tensor.layout}, contiguous: {tensor.is_contiguous()}")
with torch.device("meta"):
    on_meta = torch.zeros(2)
print('under torch.device("meta"), torch.zeros(2) is on', on_meta.device)
cl = torch.empty(1, 2, 3, 4, memory_format=torch.channels_last)
print("with memory_format=torch.channels_last:", cl.layout, "contiguous:", cl.is_contiguous())
try:
    torch.linspace(torch.tensor([0.0]), 1, 3)
except RuntimeError as error:
    print("RuntimeError:", error)
try:
    torch.linspace(0, torch.tensor([1.0]), 3)
except RuntimeError as error:
    print("RuntimeError:", error)
