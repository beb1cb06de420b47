import torch

src = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
base = torch.zeros(2, 3)
with torch.no_grad():
    under_no_grad = base[0]  # a view made under no_grad
with torch.inference_mode():
    in_inference_mode = base[1]  # a view made in inference mode
w = torch.zeros(2, 3, requires_grad=True)
with torch.no_grad():
    of_leaf_under_no_grad = w[0]  # a view of a leaf that requires grad, made under no_grad
for row in torch.zeros(2, 3):  # a row of a for loop over a tensor
    break
targets = {
    "base[0] made under torch.no_grad()": under_no_grad,
    "base[1] made in torch.inference_mode()": in_inference_mode,
    "w[0] made under torch.no_grad()": of_leaf_under_no_grad,
    "torch.zeros(2, 3).unbind(0)[0]": torch.zeros(2, 3).unbind(0)[0],
    "torch.zeros(2, 3).split(1)[0]": torch.zeros(2, 3).split(1)[0],
    "torch.zeros(2, 3).chunk(2)[0]": torch.zeros(2, 3).chunk(2)[0],
    "row of: for row in torch.zeros(2, 3)": row,
    "torch.zeros(2, 3, requires_grad=True)[0]": torch.zeros(2, 3, requires_grad=True)[0],
    "torch.arange(1.0, 5.0)[:3].requires_grad_()": torch.arange(1.0, 5.0)[:3].requires_grad_(),
}
for code, t in targets.items():
    try:
        t.copy_(src)
        print(f"{code}: joins, grad_fn {type(t.grad_fn).__name__}")
    except RuntimeError as error:
        first = str(error).split(". ")[0].rstrip(".")  # the first sentence of the message
        print(f"{code}: RuntimeError: {first}.")
