import torch

calls = {
    "x.detach_()": lambda x: x.detach_(),
    "x.requires_grad_(False)": lambda x: x.requires_grad_(False),
    "x.share_memory_()": lambda x: x.share_memory_(),
    "x.resize_(x.shape)": lambda x: x.resize_(x.shape),
    "x.resize_as_(x)": lambda x: x.resize_as_(x),
}
for code, call in calls.items():
    x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)  # a fresh leaf that requires grad
    try:
        call(x)
        print(f"{code}: no error, x.requires_grad {x.requires_grad}")
    except RuntimeError as error:
        print(f"{code}: RuntimeError: {error}")
