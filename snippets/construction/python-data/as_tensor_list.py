import torch

data = [1.0, 2.0, 3.0]
a = torch.as_tensor(data)
b = torch.tensor(data)

data[0] = 100.0  # change the list afterwards
print(a, a.dtype)
print(b, b.dtype)
