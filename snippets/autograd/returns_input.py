import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)                     # real, 1-d, float32
d = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64, requires_grad=True)  # float64
calls = {
    "w.conj()": (w, w.conj()),
    "w.real": (w, w.real),
    "w.type_as(w)": (w, w.type_as(w)),
    "torch.atleast_1d(w)": (w, torch.atleast_1d(w)),
    "d.double()": (d, d.double()),
    "d.to(torch.float64)": (d, d.to(torch.float64)),
    "d.to(torch.float64, copy=True)": (d, d.to(torch.float64, copy=True)),  # asked for a copy
    "w.double()": (w, w.double()),                                          # float32 to float64: a new tensor
    "d.to('cpu:0')": (d, d.to("cpu:0")),                                    # a device index: a copy
}
for name, (given, r) in calls.items():
    fn = r.grad_fn.name() if r.grad_fn is not None else None
    print(f"{name:30} is its input: {r is given} | is_leaf: {r.is_leaf} | grad_fn: {fn}")
