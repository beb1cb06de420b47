import torch

x = torch.zeros(4)
t = x.expand(3, 4)  # strides (0, 1): each row of t is x
# a Python number assigned through a basic index: all of t, rows 1 and 2, column 0, row 0
for code in ["t[...] = 1", "t[1:] = 2", "t[..., 0] = 5", "t[0] = 3"]:
    try:
        exec(code)
        print(f"{code} wrote x:", x.tolist())
    except RuntimeError as error:
        print(f"{code} raised RuntimeError:", error)
