import torch

t = torch.arange(6.0).reshape(2, 3)  # float32, shape (2, 3)
values = t.tolist()
print(values)
print(type(values).__name__, type(values[0]).__name__, type(values[0][0]).__name__)

t[0, 0] = 100.0  # a write to t after the call
print(values[0][0])  # what the list holds now

number = torch.tensor(3.5).tolist()  # a 0-d tensor
print(type(number).__name__, number)
