import torch

x = torch.arange(6.0)
parts = {
    "x.split(2)": x.split(2),
    "x.chunk(3)": x.chunk(3),
    "x.view(2, 3).unbind()": x.view(2, 3).unbind(),
    "x.tensor_split(3)": x.tensor_split(3),
}
for code, pieces in parts.items():
    same = all(p.untyped_storage().data_ptr() == x.untyped_storage().data_ptr() for p in pieces)
    print(f"{code}: {len(pieces)} pieces, on the storage of x: {same}")
first = x.split(2)[0]
x[0] = 100.0  # a write to x shows in the piece
print("first piece after x[0] = 100:", first)
