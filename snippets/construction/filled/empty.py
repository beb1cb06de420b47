import torch

e = torch.empty(2, 3)   # print shape and dtype only, never the values
z = torch.zeros(2, 3)
print("empty: shape:", e.shape, " dtype:", e.dtype)
print("zeros: shape:", z.shape, " dtype:", z.dtype)

x = torch.full((3,), 7.0)
r = torch.empty(3, out=x)   # torch.empty into memory whose values we know
print("torch.empty(3, out=x) is x:", r is x, "| x:", x.tolist())
doc = " ".join(torch.empty.__doc__.split())
print("the docstring says 'Returns a tensor filled with uninitialized data.':",
      "Returns a tensor filled with uninitialized data." in doc)
