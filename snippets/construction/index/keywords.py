import torch

made = {
    "torch.tensor": torch.tensor([1.0, 2.0], dtype=torch.float64, device="meta", requires_grad=True),
    "torch.zeros": torch.zeros(2, dtype=torch.float64, device="meta", requires_grad=True),
    "torch.arange": torch.arange(2.0, dtype=torch.float64, device="meta", requires_grad=True),
}
for name, t in made.items():
    print(f"{name:13}", t.dtype, t.device, "requires_grad:", t.requires_grad, "is_leaf:", t.is_leaf)
