import torch

a = torch.zeros(2, 3)        # sizes as separate arguments
b = torch.ones((2, 3))       # one tuple
c = torch.zeros([2, 3])      # or one list
print("a:", a.shape, " b:", b.shape, " c:", c.shape)
print(b)
for make in (torch.empty, torch.rand, torch.randn):  # the same three ways
    shapes = [make(2, 3).shape, make((2, 3)).shape, make([2, 3]).shape]
    print(f"torch.{make.__name__}:", [tuple(shape) for shape in shapes])
