import torch

def zero_saved_output(take):
    a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
    out = a.sigmoid()  # sigmoid saves its output for backward
    take(out).zero_()  # the same in-place change, through detach() or .data
    try:
        out.sum().backward()
        return f"a.grad = {a.grad.tolist()}"
    except RuntimeError as error:
        return type(error).__name__

results = {
    "detach()": zero_saved_output(lambda t: t.detach()),
    ".data": zero_saved_output(lambda t: t.data),
}
for name, result in results.items():
    print(f"through {name}: {result}")
