import torch

x = torch.tensor([[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]])  # contiguous, float32, not a view
xt = x.t()  # the same memory read column by column: not contiguous
calls = {
    "x.view(6)": lambda: x.view(6),
    "x.reshape(6)": lambda: x.reshape(6),
    "xt.reshape(6)": lambda: xt.reshape(6),
    "x.contiguous()": lambda: x.contiguous(),
    "xt.contiguous()": lambda: xt.contiguous(),
    "x[:1].expand(4, 3)": lambda: x[:1].expand(4, 3),
    "x[:1].repeat(4, 1)": lambda: x[:1].repeat(4, 1),
    "x.permute(1, 0)": lambda: x.permute(1, 0),
    "x.transpose(0, 1)": lambda: x.transpose(0, 1),
    "x.T": lambda: x.T,
    "x.mT": lambda: x.mT,
    "x.narrow(1, 0, 2)": lambda: x.narrow(1, 0, 2),
    "x.flatten()": lambda: x.flatten(),
    "xt.flatten()": lambda: xt.flatten(),
    "x.unsqueeze(0)": lambda: x.unsqueeze(0),
    "x.squeeze()": lambda: x.squeeze(),
    "x.unflatten(1, (3, 1))": lambda: x.unflatten(1, (3, 1)),
    "x[0]": lambda: x[0],
    "x[:, 1:]": lambda: x[:, 1:],
    "x[torch.tensor(1)]": lambda: x[torch.tensor(1)],
    "x[[0, 1]]": lambda: x[[0, 1]],
    "x[torch.tensor([1])]": lambda: x[torch.tensor([1])],
    "x[x > 2]": lambda: x[x > 2],
    "x.to(torch.float32)": lambda: x.to(torch.float32),
    "x.to(torch.float32, copy=True)": lambda: x.to(torch.float32, copy=True),
    "x.to(torch.float64)": lambda: x.to(torch.float64),
    "x.type(torch.float32)": lambda: x.type(torch.float32),
    "x.float()": lambda: x.float(),
    "x.double()": lambda: x.double(),
    "x.to(x.device)": lambda: x.to(x.device),
    "x.cpu()": lambda: x.cpu(),
    "x.clone()": lambda: x.clone(),
    "x.detach()": lambda: x.detach(),
}


def kind(y):
    """'same object'; 'view': a new tensor on x's storage with x as its _base; 'alias': that storage, no _base; 'copy'."""
    if y is x:
        return "same object"
    if y._base is x:
        return "view"
    if y.untyped_storage().data_ptr() == x.untyped_storage().data_ptr():
        return "alias"
    return "copy"


made = {call: make() for call, make in calls.items()}
kinds = {call: kind(y) for call, y in made.items()}
print("| call | result | shares memory | `y.is_contiguous()` |")
print("|---|---|---|---|")
for call, y in made.items():
    shares = y.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
    print(f"| `{call}` | {kinds[call]} | {'✓' if shares else '✗'} | {'✓' if y.is_contiguous() else '✗'} |")
