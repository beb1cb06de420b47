# devices: cpu
import torch

f = torch.ones(2)
print("f.type():", f.type())
print("f.type('torch.DoubleTensor'):", f.type("torch.DoubleTensor").dtype, "| f.type(torch.float64):", f.type(torch.float64).dtype)
i = torch.arange(3)
d = torch.zeros(1, dtype=torch.float64)
print("i.type_as(d):", i.type_as(d).dtype, i.type_as(d).tolist())

inputs = {
    "int64 arange": torch.arange(6).reshape(2, 3),
    "transposed float32": torch.ones(2, 3).t(),
    "float64": torch.ones(2, dtype=torch.float64),
    "leaf that requires grad": torch.ones(2, requires_grad=True),
}
for method, dtype in (("float", torch.float32), ("double", torch.float64), ("long", torch.int64)):
    same = []
    for name, x in inputs.items():
        a, b = getattr(x, method)(), x.to(dtype)
        same.append(a.dtype == b.dtype and torch.equal(a.detach(), b.detach()) and a.stride() == b.stride()
                    and a.requires_grad == b.requires_grad and (a is x) == (b is x))
    print(f"x.{method}() matches x.to({dtype}) on all {len(inputs)} inputs:", all(same))
