import torch

results = {}
for name, take in (("detach()", lambda t: t.detach()), (".data", lambda t: t.data)):
    a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
    out = a.sigmoid()  # sigmoid saves its output for backward
    taken = take(out)
    shares, requires_grad = taken.data_ptr() == out.data_ptr(), taken.requires_grad
    taken.zero_()  # an in-place change of the saved output
    try:
        out.sum().backward()
        backward = "runs"
    except RuntimeError:
        backward = "RuntimeError"
    results[name] = {"shares": shares, "requires_grad": requires_grad, "version": out._version, "backward": backward}
    print(f"{name}: shares storage {shares}, requires_grad {requires_grad}, out._version {out._version}, backward {backward}")
