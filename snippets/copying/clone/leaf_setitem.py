import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)  # a leaf that requires grad
# an element or a part of x, picked by integers and slices: the write goes through a view of x
for code in ["x[0] = 5", "x[:2] = 5", "x[1:] = 5", "x[::2] = 5", "x[-1] = 5", "x[0] += 1"]:
    try:
        exec(code)
    except RuntimeError as error:
        print(f"{code}: RuntimeError:", error)
# a mask, a list or a tensor of indices, or ...: the write goes to x itself
for code in ["x[x > 1] = 0", "x[[0, 1]] = 5", "x[torch.tensor([0])] = 5", "x[...] = 5"]:
    try:
        exec(code)
    except RuntimeError as error:
        print(f"{code}: RuntimeError:", error)
print("x:", x.tolist())
