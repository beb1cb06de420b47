import torch

x = torch.ones(2)                      # no grad
w = torch.ones(2, requires_grad=True)  # requires grad
z = torch.zeros(2)                     # no grad
z[0] = w[0]                            # an in-place write of a value that requires grad
rows = {
    "torch.ones(2)": x,
    "torch.ones(2, requires_grad=True)": w,
    "x * 2": x * 2,
    "w * 2": w * 2,
    "w > 0": w > 0,
    "w.argmax()": w.argmax(),
    "w.long()": w.long(),
    "w.detach()": w.detach(),
    "z after z[0] = w[0]": z,
}
print("| expression | `requires_grad` | `is_leaf` | `grad_fn` |")
print("|---|---|---|---|")
for name, t in rows.items():
    fn = t.grad_fn.name() if t.grad_fn is not None else "None"
    print(f"| `{name}` | {'✓' if t.requires_grad else '✗'} | {'✓' if t.is_leaf else '✗'} | `{fn}` |")
