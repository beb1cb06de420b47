import torch

base = torch.zeros(5)
shapes = {
    "base.new_zeros(2, 3)": base.new_zeros(2, 3),      # sizes as separate arguments
    "base.new_zeros((2, 3))": base.new_zeros((2, 3)),  # or as one tuple
    "base.new_ones(2, 3)": base.new_ones(2, 3),
    "base.new_ones((2, 3))": base.new_ones((2, 3)),
    "base.new_empty(2, 3)": base.new_empty(2, 3),
    "base.new_empty((2, 3))": base.new_empty((2, 3)),
}
for code, t in shapes.items():
    print(f"{code}: {t.shape}")
