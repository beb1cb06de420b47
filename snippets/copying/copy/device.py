import torch

t = torch.tensor([[1, 2, 3], [4, 5, 6]], device="meta")  # int64, no data
src = torch.tensor([7.0, 8.0, 9.0], requires_grad=True)  # on the default device
t.copy_(src)
print("device:", t.device)
print("dtype:", t.dtype, " shape:", tuple(t.shape))
print("requires_grad:", t.requires_grad)
