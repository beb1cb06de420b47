import torch

src = torch.tensor([1.0, 2.0], device="cpu")  # a CPU tensor
with torch.device("meta"):  # meta becomes the default device
    moved = torch.as_tensor(src)
    kept = torch.as_tensor(src, device="cpu")
    legacy = torch.Tensor()
print("torch.as_tensor(src):", moved.device, "| same object:", moved is src)
print("torch.as_tensor(src, device='cpu'):", kept.device, "| same object:", kept is src)
print("torch.Tensor():", legacy.device)
