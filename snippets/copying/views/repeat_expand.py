import torch

row = torch.tensor([[1.0, 2.0, 3.0]])   # shape (1, 3)
r = row.repeat(4, 1)   # the row written four times
e = row.expand(4, 3)   # the row read four times
for name, y in (("row.repeat(4, 1)", r), ("row.expand(4, 3)", e)):
    shares = y.untyped_storage().data_ptr() == row.untyped_storage().data_ptr()
    print(f"{name}: shape {tuple(y.shape)}, stride {y.stride()}, shares memory with row: {shares}, "
          f"bytes of its storage: {y.untyped_storage().nbytes()}")
print("same values:", torch.equal(r, e))
