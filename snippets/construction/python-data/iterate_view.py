import torch

x = torch.arange(6.0).reshape(2, 3).clone()  # not a view
t = x.t()                                     # a view of x, of shape (3, 2)
rows = list(t)
print("t._base is x:", t._base is x)
print("[r._base is t for r in rows]:", [r._base is t for r in rows])
print("[r._base is x for r in rows]:", [r._base is x for r in rows])
